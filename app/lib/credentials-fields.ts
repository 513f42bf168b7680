/** The spec's minimum password length, shared by the form's hint and the server's check. */
export const minPasswordLength = 6;
