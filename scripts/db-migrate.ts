/** `npm run db:migrate`: applies the SQL migrations to the configured database and exits. */
import { loadServerApi } from "./load-server-api.ts";

const serverApi = await loadServerApi();
await serverApi.startDatabase();
await serverApi.closeDatabase();
console.log(`Migrations applied (${serverApi.getEnv().DATABASE_URL ? "PostgreSQL" : "embedded database"}).`);
