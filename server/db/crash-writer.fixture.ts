// Test fixture: inserts rows one by one and prints each id only after the insert was acknowledged,
// until it is killed. Usage: tsx crash-writer.fixture.ts <dataDir> [databaseUrl]
import { openDatabase } from './connect.ts';
import { smsOutbox } from './schema/all-tables.ts';

const [dataDir, databaseUrl] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: crash-writer.fixture.ts <dataDir> [databaseUrl]');
const { db } = await openDatabase({ role: 'test', dataDir, databaseUrl: databaseUrl || undefined });
process.stdout.write('ready\n');
for (let n = 0; ; n++) {
  const [row] = await db
    .insert(smsOutbox)
    .values({ phoneCode: '91', mobile: '9000000000', body: `write ${n}` })
    .returning({ id: smsOutbox.id });
  process.stdout.write(`${row!.id}\n`);
}
