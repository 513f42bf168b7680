/** Worker modules' addresses (scripts/vite/worker-entries.ts). */
declare module "virtual:transcript-file-worker" {
  const url: string;
  export default url;
}
