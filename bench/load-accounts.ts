import { tmpdir } from "node:os";
import pg from "pg";
import { addExhibitor } from "../server/admin/commands/add-exhibitor.ts";
import { allocatePasses } from "../server/admin/commands/allocate-passes.ts";
import type { OptionValues } from "../server/admin/command.ts";
import { runOn } from "../server/admin/run.ts";
import { openDatabase, type Database } from "../server/db/connect.ts";

// The exhibitors of the mixed load, made before the clock starts with the organiser's own commands
// (`npm run admin -- add-exhibitor` and `allocate-passes`, run in-process against the bench's
// database), so each is an ordinary company with an admin who signs in by mobile number and a pass
// allocation to register referrals on. Each company also starts with a few leads, so the dashboard
// and the lead list have something to count and list from the first request.

export const BENCH_CATEGORY = "Bench Pass";
const PHONE_CODE = "91";

export interface LoadAccount {
  /** National number, digits only. */
  mobile: string;
  exhibitorId: string;
  /** The pass referrals are registered on (`ticketId` of the referral form). */
  passId: string;
  /** Own client address (X-Forwarded-For), as 200 exhibitors at a show would have. */
  ip: string;
}

export interface PreparedAccounts {
  accounts: LoadAccount[];
  /** A date the referral form accepts for its required visit date (the first show day). */
  visitDate: string;
}

export interface PrepareOptions {
  count: number;
  passesEach: number;
  leadsEach: number;
}

const silent = { out: () => undefined, err: (line: string) => process.stderr.write(`${line}\n`) };


async function runCommand(db: Database, command: typeof addExhibitor, values: OptionValues): Promise<void> {
  const runner = await command.prepare(values, []);
  await runOn(db, runner, silent);
}

/** Mobile numbers no seeded account uses (the demo admins are 98... and 91...). */
export function benchMobile(index: number): string {
  return String(7_000_000_000 + index);
}

/** A private address per account: 10.77.0.1, 10.77.0.2, ... */
export function benchIp(index: number): string {
  const n = index + 1;
  return `10.77.${(n >> 8) & 255}.${n & 255}`;
}

export async function prepareAccounts(databaseUrl: string, options: PrepareOptions): Promise<PreparedAccounts> {
  const opened = await openDatabase({ databaseUrl, dataDir: tmpdir() });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: eventRows } = await client.query<{ domain: string }>("select domain from events order by created_at limit 1");
    const domain = eventRows[0]?.domain;
    if (!domain) throw new Error("No event in the database: the server should have seeded the demo event");

    const indexes = Array.from({ length: options.count }, (_, i) => i);
    const add = async (i: number) => {
      const mobile = benchMobile(i);
      await runCommand(opened.db, addExhibitor, {
        domain,
        name: `Bench Exhibitor ${i + 1}`,
        booth: `L-${i + 1}`,
        mobile,
        "first-name": "Bench",
        "last-name": `Admin ${i + 1}`,
      });
      await runCommand(opened.db, allocatePasses, {
        domain,
        "exhibitor-mobile": mobile,
        category: BENCH_CATEGORY,
        count: String(options.passesEach),
      });
    };
    // The first allocation creates the category; after it, a few commands at a time (each its own
    // transaction, like organisers running the CLI side by side).
    await add(0);
    let next = 1;
    const worker = async () => {
      while (next < indexes.length) await add(next++);
    };
    await Promise.all(Array.from({ length: 8 }, worker));

    const mobiles = indexes.map(benchMobile);
    const { rows } = await client.query<{ mobile: string; exhibitor_id: string; pass_id: string }>(
      `select u.mobile, u.exhibitor_id, p.id as pass_id
         from users u
         join passes p on p.exhibitor_id = u.exhibitor_id
         join exhibitor_categories c on c.id = p.category_id and c.category_name = $2
        where u.mobile = any($1::text[]) and u.phone_code = $3`,
      [mobiles, BENCH_CATEGORY, PHONE_CODE],
    );
    const byMobile = new Map(rows.map((r) => [r.mobile, r]));
    const accounts = indexes.map((i): LoadAccount => {
      const row = byMobile.get(benchMobile(i));
      if (!row) throw new Error(`Account ${benchMobile(i)} was not created`);
      return { mobile: row.mobile, exhibitorId: row.exhibitor_id, passId: row.pass_id, ip: benchIp(i) };
    });

    if (options.leadsEach > 0) {
      await client.query(
        `insert into leads (exhibitor_id, priority, status, full_name, email_id, company_name, source, created_at)
         select e.id, (array['high', 'medium', 'low'])[1 + g % 3], case when g % 4 = 0 then 'contacted' else 'new' end,
                'Earlier visitor ' || g, 'earlier' || g || '@example.com', 'Company ' || g % 17,
                (array['booth_scan', 'networking', 'manual'])[1 + g % 3], now() - g * interval '1 hour'
           from unnest($1::uuid[]) as e(id) cross join generate_series(1, $2::int) as g`,
        [accounts.map((a) => a.exhibitorId), options.leadsEach],
      );
    }

    const { rows: dateRows } = await client.query<{ min_date: string | null }>(
      "select definition->>'minDate' as min_date from form_fields where definition->>'name' = 'visitDate' limit 1",
    );
    const visitDate = dateRows[0]?.min_date;
    if (!visitDate) throw new Error("The referral form has no visit date field with a first day");
    return { accounts, visitDate };
  } finally {
    await client.end();
    await opened.close();
  }
}
