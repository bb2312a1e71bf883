import { ConfigError, loadConfig } from "./config";
import { boundHeapGrowth } from "./lib/heap-growth";
import { createServer } from "./server";

async function main() {
  boundHeapGrowth();
  const config = loadConfig();
  const server = await createServer(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info(`${signal} received, shutting down`);
    await server.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  try {
    await server.app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await server.close().catch(() => {});
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") throw new ConfigError("PORT", `port ${config.port} is already in use`);
    if (code === "EACCES") throw new ConfigError("PORT", `no permission to listen on port ${config.port}`);
    throw err;
  }
  console.log(`Guntur Kids Ride is running at http://localhost:${config.port} (database: ${server.database.kind})`);
}

main().catch((err: unknown) => {
  // One line naming the cause; never a stack trace for a configuration problem.
  if (err instanceof ConfigError) console.error(`Cannot start: ${err.message}`);
  else console.error(`Cannot start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
