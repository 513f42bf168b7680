/** Worker modules' addresses (scripts/vite/worker-entries.ts). */
declare module "virtual:transcript-file-worker" {
  const url: string;
  export default url;
}

/** The embeddable player's script (scripts/vite/embed-script.ts). */
declare module "virtual:embed-player-script" {
  const url: string;
  export default url;
}
