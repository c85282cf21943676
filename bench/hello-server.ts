import Fastify from 'fastify';

/** The baseline: a Fastify hello-world in its own process, measured in the same run as Sopan. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
