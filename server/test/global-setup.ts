// Replaced by the PostgreSQL test cluster setup (see server/test/).
export default async function setup(): Promise<void> {}
