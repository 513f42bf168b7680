/**
 * `npm run admin -- grant <email> | revoke <email> | list`, against whichever database is
 * configured (DATA_DIR's embedded one, or DATABASE_URL). Stop the server first when it uses the
 * embedded database: its folder belongs to one process at a time.
 */
import { loadServerApi } from "./load-server-api.ts";

const serverApi = await loadServerApi();
await serverApi.startDatabase();
const result = await serverApi.runAdminCommand(process.argv.slice(2));
await serverApi.closeDatabase();
(result.ok ? console.log : console.error)(result.message);
process.exit(result.ok ? 0 : 1);
