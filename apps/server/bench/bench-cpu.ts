// CPU seconds a PostgreSQL cluster has used, read from /proc (Linux): the postmaster's own time,
// the time of the backends it has reaped (cutime, cstime) and of those still running. Read before
// and after a window, it tells how much of a core the database took, beside process.cpuUsage().
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux we run on

/** utime, stime, cutime, cstime and the parent's pid of a process (fields 14-17 and 4 of stat). */
function stat(pid: string): { ticks: number; reaped: number; ppid: string } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' '); // the name may hold spaces
    const n = (i: number) => Number(fields[i - 3]);
    return { ticks: n(14) + n(15), reaped: n(16) + n(17), ppid: fields[1]! };
  } catch {
    return null; // the process ended while we looked
  }
}

/** CPU seconds used so far by the cluster whose data directory is pgDir. */
export function clusterCpuSeconds(pgDir: string): number {
  const postmaster = readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]!.trim();
  const own = stat(postmaster);
  if (!own) throw new Error(`PostgreSQL (pid ${postmaster}) is not running`);
  let ticks = own.ticks + own.reaped;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const child = stat(pid);
    if (child?.ppid === postmaster) ticks += child.ticks;
  }
  return ticks / TICKS_PER_SECOND;
}

/** CPU seconds this Node process has used so far (user and system). */
export function processCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
