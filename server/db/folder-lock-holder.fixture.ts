// Test fixture: holds an embedded database folder's lock the way a server or a command would, until
// its standard input ends. Usage: tsx folder-lock-holder.fixture.ts <folder> <role>
import { lockFolder, type DatabaseRole } from './folder-lock.ts';

const [folder, role] = process.argv.slice(2);
if (!folder) throw new Error('usage: folder-lock-holder.fixture.ts <folder> [role]');
const lock = await lockFolder(folder, (role || undefined) as DatabaseRole | undefined);
process.stdout.write('locked\n');
process.stdin.resume();
process.stdin.on('end', () => {
  void lock.release().then(() => process.exit(0));
});
