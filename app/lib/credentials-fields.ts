/** The spec's minimum password length, shared by the form's hint and the server's check. */
export const minPasswordLength = 6;

/** The longest password accepted (Better Auth's limit too), shared by the forms and the server. */
export const maxPasswordLength = 128;

/** The longest name an account may have (the first-run setup form asks for one). */
export const maxNameLength = 100;
