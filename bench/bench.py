#!/usr/bin/python3
"""bench.py: build/dtrace side by side with bpftrace (issue 5), run by bench/run.

Each case is a pair of equivalent programs, one per tool, run alternately
(ours, theirs, ours, ...) REPS times; a figure is printed as

    name: MEDIAN unit [MIN..MAX] (RATIOx bpftrace MEDIAN [MIN..MAX])

where RATIO is the median of the pairwise ratios ours_i / theirs_i, so that
a drift of the machine during the run touches both sides of a pair alike.
A case whose D program our dtrace cannot run yet prints "not available yet"
with dtrace's own message instead of a figure.

Every tracer runs under bench/rusage (its wall time, CPU time and peak RSS),
with stdout and stderr in files of a scratch directory.  Its program starts
with a BEGIN clause that prints "live" and BEGIN's timestamp: both tools fire
BEGIN only once every probe is attached (the wildcard case checks it with a
marker system call made right after), so the timestamp is the moment tracing
is live, and the time the line appears is when the tool's output shows it.
Workloads start once the line has appeared.
"""

import argparse
import ctypes
import mmap
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)

# Per-case sizes; --quick divides the loop counts by QUICK_DIV.
GETPPID_N = 1000000
PRINTF_N = 200000
FUNC_N = 200000
READ_N = 1000000    # under emulation a run of 200,000 varies by +-10%
USTACK_N = 20000    # ustack() records: all must fit the trace ring (-b 16m)
SWITCH_N = 500000   # context switches (loadgen switch)
IO_N = 20000        # O_DIRECT reads of a loop device (io-start)
QUICK_DIV = 10


def num(x):
    """A figure with three significant digits or so, never in e-notation."""
    if abs(x) >= 100:
        return '%.0f' % x
    if abs(x) >= 10:
        return '%.1f' % x
    return '%.2f' % x


class Run:
    """One tracer process: its times, its peak RSS, its output."""

    def __init__(self):
        self.live = None        # seconds from exec to BEGIN firing
        self.seen = None        # seconds from exec to BEGIN's line printed
        self.wall = None        # seconds from exec to exit
        self.stop = None        # seconds from SIGINT to exit
        self.cpu = None         # user + system seconds of the process
        self.maxrss = None      # KiB, from wait4's rusage
        self.status = None
        self.stdout = ''
        self.stderr = ''
        self.work = None        # what the workload returned
        self.progs = []         # (run_time_ns, run_cnt, verified_insns)


class Bench:
    def __init__(self, args):
        self.args = args
        self.dtrace = args.dtrace
        self.bpftrace = args.bpftrace
        self.loadgen = os.path.join(args.builddir, 'loadgen')
        self.floor = os.path.join(args.builddir, 'floor')
        self.rusage = os.path.join(args.builddir, 'rusage')
        self.tmp = tempfile.mkdtemp(prefix='dtrace-bench.')
        self.reps = args.reps
        div = QUICK_DIV if args.quick else 1
        self.n_getppid = GETPPID_N // div
        self.n_printf = PRINTF_N // div
        self.n_func = FUNC_N // div
        self.n_read = READ_N // div
        self.n_ustack = USTACK_N // div
        self.n_switch = SWITCH_N // div
        self.n_io = IO_N // div
        self.rss = {}           # figure name -> (ours list, theirs list)

    # ---- running processes ------------------------------------------------

    def spawn(self, argv):
        out = open(os.path.join(self.tmp, 'stdout'), 'w+b')
        err = open(os.path.join(self.tmp, 'stderr'), 'w+b')
        self.rufile = os.path.join(self.tmp, 'rusage')
        if os.path.exists(self.rufile):
            os.unlink(self.rufile)
        argv = [self.rusage, self.rufile] + argv
        t0 = time.monotonic()
        proc = subprocess.Popen(argv, stdout=out, stderr=err,
                                stdin=subprocess.DEVNULL)
        return proc, out, err, t0

    def wait_live(self, proc, out, timeout):
        """Poll the tool's stdout until its "live" line appears.

        Returns (when it appeared, when BEGIN fired), monotonic seconds: the
        line carries BEGIN's timestamp (both tools' timestamp/nsecs are
        CLOCK_MONOTONIC, as Python's time.monotonic() is), and a tool may
        print it much later than it fired.
        """
        pat = re.compile(rb'^live(?: (\d+))?\n', re.M)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with open(out.name, 'rb') as f:
                m = pat.search(f.read(4096))
            if m:
                seen = time.monotonic()
                return seen, int(m.group(1)) / 1e9 if m.group(1) else seen
            if self.exited(proc):
                return None
            time.sleep(0.0005)
        return None

    def exited(self, proc):
        """Whether PROC has exited, leaving it for wait4 to reap."""
        flags = os.WEXITED | os.WNOHANG | os.WNOWAIT
        return os.waitid(os.P_PID, proc.pid, flags) is not None

    def reap(self, proc, out, err, t0, r):
        _, status = os.waitpid(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        r.status = proc.returncode
        # The tool's own figures, from bench/rusage (see why there).
        try:
            with open(self.rufile) as f:
                wall, rss, user, system, r.status = (
                    int(x) for x in f.read().split())
            r.wall = wall / 1e9
            r.cpu = (user + system) / 1e6
            r.maxrss = rss
        except (OSError, ValueError):
            r.wall = time.monotonic() - t0   # bench/rusage itself failed
        out.seek(0)
        err.seek(0)
        r.stdout = out.read().decode(errors='replace')
        r.stderr = err.read().decode(errors='replace')
        out.close()
        err.close()
        return r

    def trace(self, argv, workload=None, live=True, timeout=120, inspect=False):
        """Run a tracer; once live, run WORKLOAD, then SIGINT it."""
        r = Run()
        proc, out, err, t0 = self.spawn(argv)
        if live:
            t = self.wait_live(proc, out, timeout)
            if t is None:
                if not self.exited(proc):
                    proc.kill()
                return self.reap(proc, out, err, t0, r)
            r.seen = t[0] - t0
            r.live = t[1] - t0
            if workload:
                r.work = workload()
            if inspect:
                r.progs = self.prog_stats()
            ts = time.monotonic()
            proc.send_signal(signal.SIGINT)
            # A tool that does not stop is killed, and the run counts as
            # failed (status 137), rather than hang the bench.
            while not self.exited(proc):
                if time.monotonic() - ts > timeout:
                    self.step('%s did not stop %ds after SIGINT: killed' % (
                        os.path.basename(argv[0]), timeout))
                    proc.kill()
                    break
                time.sleep(0.0005)
            self.reap(proc, out, err, t0, r)
            r.stop = time.monotonic() - ts
            return r
        deadline = time.monotonic() + timeout
        while not self.exited(proc):
            if time.monotonic() > deadline:
                proc.kill()
                break
            time.sleep(0.0002)
        return self.reap(proc, out, err, t0, r)

    @staticmethod
    def fd_progs(pid):
        """The fdinfo of each BPF program PID holds open, as a dict."""
        fddir = '/proc/%d/fdinfo' % pid
        for fd in os.listdir(fddir):
            try:
                with open(os.path.join(fddir, fd)) as f:
                    info = dict(l.split(':', 1) for l in f if ':' in l)
            except OSError:
                continue
            if 'prog_id' in info:
                yield info

    def prog_stats(self):
        """The run statistics of the tracer's BPF programs, from fdinfo."""
        with open(self.rufile + '.pid') as f:
            pid = int(f.read())
        return [(int(i.get('run_time_ns', 0)), int(i.get('run_cnt', 0)),
                 int(i.get('verified_insns', 0))) for i in self.fd_progs(pid)]

    def dt(self, prog, *opts):
        return [self.dtrace, '-q'] + list(opts) + ['-n', prog]

    def bt(self, prog, *opts):
        return [self.bpftrace, '-q'] + list(opts) + ['-e', prog]

    def loadgen_run(self, *args):
        out = subprocess.run([self.loadgen] + [str(a) for a in args],
                             capture_output=True, text=True, check=True)
        return out

    def getppid_ns(self, n=None):
        out = self.loadgen_run('getppid', n or self.n_getppid)
        return float(out.stdout.split()[0])

    # ---- availability -----------------------------------------------------

    def unavailable(self, prog):
        """dtrace's complaint if it cannot compile PROG, else None."""
        p = subprocess.run([self.dtrace, '-e', '-q', '-n', prog],
                           capture_output=True, text=True)
        if p.returncode == 0:
            return None
        lines = [l for l in p.stderr.splitlines() if l.strip()]
        return lines[0] if lines else 'exit status %d' % p.returncode

    # ---- reporting --------------------------------------------------------

    def line(self, name, ours, theirs, unit, scale=1.0, ratios=None):
        o = [x * scale for x in ours]
        t = [x * scale for x in theirs]
        if ratios is None:
            ratios = [a / b for a, b in zip(o, t) if b]
        ratio = ('%.2fx' % statistics.median(ratios)) if ratios else 'n/a'
        text = '%s: %s %s [%s..%s] (%s bpftrace %s [%s..%s])' % (
            name, num(statistics.median(o)), unit, num(min(o)), num(max(o)),
            ratio, num(statistics.median(t)), num(min(t)), num(max(t)))
        self.emit(text)

    def emit(self, text):
        print(text, flush=True)

    def not_available(self, name, why, theirs=None, unit=''):
        extra = ''
        if theirs:
            extra = ' (bpftrace %s %s)' % (num(statistics.median(theirs)), unit)
        self.emit('%s: not available yet: %s%s' % (name, why, extra))

    def failed(self, name, tool, r):
        msg = (r.stderr.strip().splitlines() or ['exit status %s' % r.status])
        self.emit('%s: %s failed: %s' % (name, tool, msg[0]))

    # ---- case 1 and 4: start-up and peak RSS ------------------------------

    def case_startup(self):
        ours, theirs = [], []
        for _ in range(self.reps):
            ours.append(self.trace(self.dt('BEGIN { exit(0); }'), live=False))
            theirs.append(self.trace(self.bt('BEGIN { exit(); }'), live=False))
        if any(r.status != 0 for r in ours + theirs):
            bad = [r for r in ours + theirs if r.status != 0][0]
            return self.failed('startup-begin', 'a tool', bad)
        self.line('startup-begin-wall', [r.wall for r in ours],
                  [r.wall for r in theirs], 'ms', 1000)
        self.line('startup-begin-cpu', [r.cpu for r in ours],
                  [r.cpu for r in theirs], 'ms', 1000)
        self.rss['rss-begin'] = ([r.maxrss for r in ours],
                                 [r.maxrss for r in theirs])

    def marker_seen(self, r):
        return 'sched_get_priority_min' in r.stdout

    def case_wildcard(self):
        dprog = self.with_live('syscall:::entry { @[probefunc] = count(); }')
        bprog = self.bt_live(
            'tracepoint:syscalls:sys_enter_* { @[probe] = count(); }')
        why = self.unavailable(dprog)
        if why:
            return self.not_available('startup-wildcard-live', why)
        marker = lambda: self.loadgen_run('marker')
        ours, theirs = [], []
        reps = max(2, self.reps // 2)   # bpftrace takes ~30 s to detach
        for _ in range(reps):
            ours.append(self.trace(self.dt(dprog), marker))
            theirs.append(self.trace(self.bt(bprog), marker))
        for tool, runs in (('dtrace', ours), ('bpftrace', theirs)):
            for r in runs:
                if r.live is None or r.status != 0:
                    return self.failed('startup-wildcard', tool, r)
                if not self.marker_seen(r):
                    self.emit('startup-wildcard: %s missed the marker system '
                              'call made when it said it was live' % tool)
        self.line('startup-wildcard-live', [r.live for r in ours],
                  [r.live for r in theirs], 'ms', 1000)
        self.line('startup-wildcard-begin-output', [r.seen for r in ours],
                  [r.seen for r in theirs], 'ms', 1000)
        self.line('startup-wildcard-stop', [r.stop for r in ours],
                  [r.stop for r in theirs], 'ms', 1000)
        self.line('startup-wildcard-cpu', [r.cpu for r in ours],
                  [r.cpu for r in theirs], 'ms', 1000)
        self.rss['rss-wildcard'] = ([r.maxrss for r in ours],
                                    [r.maxrss for r in theirs])

    def report_rss(self):
        for name in ('rss-begin', 'rss-count', 'rss-wildcard'):
            if name in self.rss:
                o, t = self.rss[name]
                self.line(name, o, t, 'MiB', 1 / 1024.0)
            else:
                self.emit('%s: not measured (its case did not run)' % name)

    # ---- case 2: cost per event on getppid --------------------------------

    PER_EVENT = [
        # name, dtrace program, bpftrace program, check
        ('getppid-count',
         'syscall::getppid:entry { @ = count(); }',
         'tracepoint:syscalls:sys_enter_getppid { @ = count(); }', 'count'),
        ('getppid-pred-false',
         'syscall::getppid:entry /pid == 0/ { @ = count(); }',
         'tracepoint:syscalls:sys_enter_getppid /pid == 0/ { @ = count(); }',
         None),
        ('getppid-count-tid',
         'syscall::getppid:entry { @[tid] = count(); }',
         'tracepoint:syscalls:sys_enter_getppid { @[tid] = count(); }',
         'count'),
        ('getppid-printf',
         'syscall::getppid:entry { printf("%d\\n", tid); }',
         'tracepoint:syscalls:sys_enter_getppid { printf("%d\\n", tid); }',
         'lines'),
        ('getppid-ustack',
         'syscall::getppid:entry { @[ustack()] = count(); }',
         'tracepoint:syscalls:sys_enter_getppid { @[ustack] = count(); }',
         'count'),
        ('getppid-self-quantize',
         'syscall::getppid:entry { self->ts = timestamp; } '
         'syscall::getppid:return /self->ts/ '
         '{ @ = quantize(timestamp - self->ts); self->ts = 0; }',
         'tracepoint:syscalls:sys_enter_getppid { @ts[tid] = nsecs; } '
         'tracepoint:syscalls:sys_exit_getppid /@ts[tid]/ '
         '{ @ = hist(nsecs - @ts[tid]); delete(@ts[tid]); }', None),
    ]

    def counted(self, r, n, check):
        """Whether the tool's output shows the N events it was given."""
        if check == 'count':
            nums = [int(x) for x in re.findall(r'\b(\d+)\s*$', r.stdout, re.M)]
            return bool(nums) and max(nums) >= n
        if check == 'lines':
            return r.stdout.count('\n') >= n
        return True

    def with_live(self, prog):
        return 'BEGIN { printf("live %d\\n", timestamp); } ' + prog

    def bt_live(self, prog):
        return 'BEGIN { printf("live %lld\\n", nsecs); } ' + prog

    def case_per_event(self, only=None):
        floor_added, base_all = [], []
        # The floor and the untraced loop, alternated like the pairs.
        for _ in range(self.reps):
            base = self.getppid_ns()
            r = self.trace([self.floor], lambda: self.getppid_ns())
            if r.work is None:
                return self.failed('getppid-floor', 'floor', r)
            base_all.append(base)
            floor_added.append(r.work - base)
        self.emit('getppid-untraced: %s ns [%s..%s]' % (
            num(statistics.median(base_all)), num(min(base_all)),
            num(max(base_all))))
        self.emit('getppid-floor: %s ns [%s..%s] '
                  '(empty BPF program on the tracepoint, libbpf)' % (
                      num(statistics.median(floor_added)),
                      num(min(floor_added)), num(max(floor_added))))
        self.floor_ns = statistics.median(floor_added)
        for name, dprog, bprog, check in self.PER_EVENT:
            if only and name not in only:
                continue
            self.per_event_pair(name, dprog, bprog, check)

    def per_event_pair(self, name, dprog, bprog, check):
        n = self.n_printf if 'printf' in name else self.n_getppid
        work = lambda: self.getppid_ns(n)
        why = self.unavailable(dprog)
        ours, theirs, rss_o, rss_t = [], [], [], []
        for _ in range(self.reps):
            base = self.getppid_ns(n)
            if not why:
                r = self.trace(self.dt(self.with_live(dprog)), work)
                if r.work is None or r.status != 0:
                    return self.failed(name, 'dtrace', r)
                if not self.counted(r, n, check):
                    self.emit('%s: dtrace did not count the %d calls' % (name, n))
                ours.append(r.work - base)
                rss_o.append(r.maxrss)
            r = self.trace(self.bt(self.bt_live(bprog)), work)
            if r.work is None or r.status != 0:
                return self.failed(name, 'bpftrace', r)
            if not self.counted(r, n, check):
                self.emit('%s: bpftrace did not count the %d calls' % (name, n))
            theirs.append(r.work - base)
            rss_t.append(r.maxrss)
        if why:
            return self.not_available(name, why, theirs, 'ns')
        self.line(name, ours, theirs, 'ns')
        if name == 'getppid-count':
            self.rss['rss-count'] = (rss_o, rss_t)
        if name in ('getppid-count', 'getppid-pred-false'):
            self.emit('%s-over-floor: %s ns (target: at most 15 ns)' % (
                name, num(statistics.median(ours) - self.floor_ns)))

    # ---- case 2b: time inside BPF, per event ------------------------------

    def enable_bpf_stats(self):
        """Turn on the kernel's BPF run-time statistics while the fd is open.

        BPF_ENABLE_STATS rather than the kernel.bpf_stats_enabled sysctl: the
        kernel turns them off again when the fd is closed, even if we crash.
        """
        nr = {'x86_64': 321, 'aarch64': 280}.get(os.uname().machine)
        if nr is None:
            return -1
        libc = ctypes.CDLL(None, use_errno=True)
        attr = ctypes.create_string_buffer(16)    # type = BPF_STATS_RUN_TIME
        return libc.syscall(nr, 32, attr, 16)     # 32: BPF_ENABLE_STATS

    def per_event_bpf(self, argv, n, work=None):
        """ns per event inside the tool's programs, and their verified insns.

        WORK makes the N events (default: N getppid calls)."""
        r = self.trace(argv, work or (lambda: self.getppid_ns(n)), inspect=True)
        if r.work is None or r.status != 0 or not r.progs:
            return None, r
        busy = [p for p in r.progs if p[1] >= n // 2]
        if not busy:
            return None, r
        calls = max(p[1] for p in busy)
        return (sum(p[0] for p in busy) / calls,
                sum(p[2] for p in busy)), r

    def case_bpf_time(self, only=None):
        """The same programs as case 2, timed by the kernel inside BPF.

        Less noisy than the loop's ns per call (only the programs' own time
        counts), and what the "over the floor" target is about.  The kernel's
        timing adds its own cost to every run: the floor shows how much.
        """
        fd = self.enable_bpf_stats()
        if fd < 0:
            return self.emit('bpf-time: not available (BPF_ENABLE_STATS failed)')
        try:
            n = self.n_printf
            floor = []
            for _ in range(self.reps):
                res, r = self.per_event_bpf([self.floor], n)
                if res is None:
                    return self.failed('bpf-floor', 'floor', r)
                floor.append(res[0])
            self.emit('bpf-floor: %s ns/event [%s..%s] (empty program, with '
                      'the statistics\' cost)' % (num(statistics.median(floor)),
                                                 num(min(floor)), num(max(floor))))
            for name, dprog, bprog, check in self.PER_EVENT:
                if only and name not in only:
                    continue
                if self.unavailable(dprog):
                    self.emit('bpf-%s: not available yet' % name)
                    continue
                ours, theirs, insns = [], [], None
                for _ in range(self.reps):
                    res, r = self.per_event_bpf(self.dt(self.with_live(dprog)), n)
                    if res is None:
                        break
                    ours.append(res[0])
                    res2, r = self.per_event_bpf(self.bt(self.bt_live(bprog)), n)
                    if res2 is None:
                        break
                    theirs.append(res2[0])
                    insns = (res[1], res2[1])
                if len(theirs) < self.reps:
                    tool = 'dtrace' if len(ours) == len(theirs) else 'bpftrace'
                    self.failed('bpf-' + name, tool, r)
                    continue
                self.line('bpf-' + name, ours, theirs, 'ns/event')
                self.emit('verified-insns-%s: %d (%.2fx bpftrace %d)' % (
                    name, insns[0], insns[0] / insns[1], insns[1]))
        finally:
            os.close(fd)

    # ---- case 2c: io:::start, a translated stable probe --------------------

    IO_START = [
        # name, dtrace program, bpftrace program (the same tracepoint,
        # block_rq_issue; bpftrace 0.17 has no raw tracepoints with BTF
        # arguments, so its key is the dev_t the tracepoint's record gives,
        # not the name)
        ('io-start-statname',
         'io:::start { @[args[1]->dev_statname] = sum(args[0]->b_bcount); }',
         'tracepoint:block:block_rq_issue { @[args->dev] = sum(args->bytes); }'),
        ('io-start-statname-strsize32',
         'io:::start { @[args[1]->dev_statname] = sum(args[0]->b_bcount); }',
         'tracepoint:block:block_rq_issue { @[args->dev] = sum(args->bytes); }'),
        ('io-start-edev',
         'io:::start { @[args[0]->b_edev] = sum(args[0]->b_bcount); }',
         'tracepoint:block:block_rq_issue { @[args->dev] = sum(args->bytes); }'),
    ]

    def io_reads(self, dev, n):
        """N O_DIRECT reads of 4 KiB from DEV: ns per read."""
        fd = os.open(dev, os.O_RDONLY | os.O_DIRECT)
        buf = mmap.mmap(-1, 4096)
        try:
            t0 = time.perf_counter_ns()
            for i in range(n):
                os.preadv(fd, [buf], (i % 4096) * 4096)
            return (time.perf_counter_ns() - t0) / n
        finally:
            buf.close()
            os.close(fd)

    def case_io_start(self):
        """io:::start against bpftrace on block_rq_issue (issue 13).

        One request per read of a loop device of our own; the figure is the
        time inside BPF per event (BPF_ENABLE_STATS): the time per read
        traced minus untraced would drown in the read's microseconds.
        bpftrace's tracepoint program also has the kernel fill the event's
        record before it runs (outside the BPF time); ours, tp_btf, has no
        record.
        """
        img = os.path.join(self.tmp, 'io.img')
        with open(img, 'wb') as f:
            f.truncate(16 << 20)
        p = subprocess.run(['losetup', '-f', '--show', img], capture_output=True, text=True)
        if p.returncode != 0:
            return self.emit('io-start: not available (losetup: %s)' % p.stderr.strip())
        dev = p.stdout.strip()
        fd = self.enable_bpf_stats()
        if fd < 0:
            subprocess.run(['losetup', '-d', dev])
            return self.emit('io-start: not available (BPF_ENABLE_STATS failed)')
        try:
            n = self.n_io
            work = lambda: self.io_reads(dev, n)
            self.io_reads(dev, n)       # the backing file into the page cache
            for name, dprog, bprog in self.IO_START:
                why = self.unavailable(dprog)
                if why:
                    self.not_available(name, why)
                    continue
                b_ours, b_theirs = [], []
                for _ in range(self.reps):
                    opts = ['-x', 'strsize=32'] if name.endswith('-strsize32') else []
                    res, r = self.per_event_bpf(self.dt(self.with_live(dprog), *opts), n, work)
                    if res is None:
                        return self.failed(name, 'dtrace', r)
                    b_ours.append(res[0])
                    res, r = self.per_event_bpf(self.bt(self.bt_live(bprog)), n, work)
                    if res is None:
                        return self.failed(name, 'bpftrace', r)
                    b_theirs.append(res[0])
                self.line('bpf-' + name, b_ours, b_theirs, 'ns/event')
        finally:
            os.close(fd)
            subprocess.run(['losetup', '-d', dev])

    # ---- case 3: events per second to a file ------------------------------

    RATES = [10000, 25000, 50000, 100000, 200000, 400000, 800000, 1600000]

    def drops_reported(self, r):
        text = r.stdout + r.stderr
        n = sum(int(x) for x in re.findall(r'(\d+) drops? on CPU', text))
        n += sum(int(x) for x in re.findall(r'Lost (\d+) events', text))
        return n

    def delivered(self, r, pid):
        return len(re.findall(r'^%d$' % pid, r.stdout, re.M))

    def paced(self, argv, n, rate):
        """Trace N paced calls; (achieved rate, delivered, lost, reported)."""
        holder = {}

        def work():
            p = subprocess.Popen([self.loadgen, 'paced', str(n), str(rate)],
                                 stdout=subprocess.PIPE, text=True)
            holder['pid'] = p.pid
            out, _ = p.communicate()
            return float(out.split()[0])
        r = self.trace(argv, work)
        if r.work is None:
            self.failed('events-per-second at %d/s' % rate,
                        os.path.basename(argv[0]), r)
            return None
        got = self.delivered(r, holder['pid'])
        return r.work, got, n - got, self.drops_reported(r)

    def step(self, text):
        if self.args.verbose:
            print('  [%s] %s' % (time.strftime('%H:%M:%S'), text),
                  file=sys.stderr, flush=True)

    def case_events(self):
        # Only the generator's events: a drop report then counts only lines
        # the bench can count (other processes may call getppid too).
        dprog = self.with_live('syscall::getppid:entry /execname == "loadgen"/ '
                               '{ printf("%d\\n", pid); }')
        bprog = self.bt_live('tracepoint:syscalls:sys_enter_getppid '
                             '/comm == "loadgen"/ { printf("%d\\n", pid); }')
        why = self.unavailable(dprog)
        if why:
            return self.not_available('events-per-second', why)
        best = {'dtrace': 0.0, 'bpftrace': 0.0}
        going = {'dtrace': True, 'bpftrace': True}
        self.lossy = {'dtrace': False, 'bpftrace': False}
        secs = 0.5 if self.args.quick else 1.0
        for rate in self.RATES:
            for tool, argv in (('dtrace', self.dt(dprog)),
                               ('bpftrace', self.bt(bprog))):
                if not going[tool]:
                    continue
                res = self.paced(argv, int(rate * secs), rate)
                if res is None:
                    going[tool] = False
                    continue
                achieved, got, lost, reported = res
                self.step('%s at %d/s: %s/s reached, %d lost, %d reported' % (
                    tool, rate, num(achieved), lost, reported))
                if lost == 0:
                    best[tool] = max(best[tool], achieved)
                else:
                    self.lossy[tool] = True
                # Past the tool's capacity the rate is not reached: stop.
                if lost or achieved < rate * 0.9:
                    going[tool] = False
        self.case_overload(dprog, bprog, best)
        self.case_overload(dprog, bprog, None)
        o, t = best['dtrace'], best['bpftrace']
        self.emit('events-per-second-lossless: %s events/s (%s bpftrace %s)'
                  % (num(o), ('%.2fx' % (o / t)) if t else 'n/a', num(t)))

    def case_overload(self, dprog, bprog, best):
        """Full speed: lines delivered, and each tool's drop report checked.

        With BEST, default buffers: a tool that loses nothing even at full
        speed has that speed as its lossless rate.  Without, 16 KiB rings per
        CPU for both, so that both do lose events and their reports of it
        can be checked against the lines that arrived.
        """
        n = self.n_getppid
        small = best is None
        suffix = '-16k-rings' if small else ''
        dopts = ('-b', '16k') if small else ()
        env = {'BPFTRACE_PERF_RB_PAGES': '4'} if small else {}
        for tool, argv in (('dtrace', self.dt(dprog, *dopts)),
                           ('bpftrace', self.bt(bprog))):
            holder = {}

            def work():
                p = subprocess.Popen([self.loadgen, 'getppid', str(n)],
                                     stdout=subprocess.PIPE, text=True)
                holder['pid'] = p.pid
                out, _ = p.communicate()
                holder['calls'] = int(out.split()[1])
                return float(out.split()[0])
            os.environ.update(env)
            try:
                r = self.trace(argv, work)
            finally:
                for k in env:
                    del os.environ[k]
            if r.work is None:
                self.failed('overload' + suffix, tool, r)
                continue
            got = self.delivered(r, holder['pid'])
            lost = holder['calls'] - got
            if not small and lost == 0 and not self.lossy[tool]:
                best[tool] = max(best[tool], 1e9 / r.work)
            rep = self.drops_reported(r)
            verdict = ('exact' if rep == lost else
                       'under-reported by %d' % (lost - rep) if rep < lost else
                       'over-reported by %d' % (rep - lost))
            self.emit('overload%s-%s: %d of %d delivered at %s calls/s, '
                      '%d lost, %d reported lost (%s)' % (
                          suffix, tool, got, holder['calls'], num(1e9 / r.work), lost,
                          rep, verdict))

    # ---- case 5: user-space probe -----------------------------------------

    def case_uprobe(self):
        n = self.n_func
        dprog = 'pid$target::bench_func:entry { @ = count(); }'
        bprog = 'uprobe:%s:bench_func { @ = count(); }' % self.loadgen
        cmd = '%s func %d' % (self.loadgen, n)

        def ns_of(r):
            m = re.search(r'^(\d+\.\d+)$', r.stdout, re.M)
            return float(m.group(1)) if m else None
        ours, theirs, floor, why = [], [], [], None
        func_ns = lambda: float(self.loadgen_run('func', n).stdout.split()[0])
        for _ in range(self.reps):
            base = func_ns()
            # the floor: an empty program on the same uprobe (bench/floor.c)
            r = self.trace([self.floor, 'uprobe:%s:bench_func' % self.loadgen], func_ns)
            if r.work is None:
                return self.failed('uprobe-floor', 'floor', r)
            floor.append(r.work - base)
            if not why:
                r = self.trace(self.dt(dprog, '-c', cmd), live=False)
                if r.status != 0 or ns_of(r) is None:
                    why = (r.stderr.strip().splitlines() or ['no figure'])[0]
                else:
                    ours.append(ns_of(r) - base)
            r = self.trace(self.bt(bprog, '-c', cmd), live=False)
            if r.status != 0 or ns_of(r) is None:
                return self.failed('uprobe-count', 'bpftrace', r)
            theirs.append(ns_of(r) - base)
        self.emit('uprobe-floor: %s ns [%s..%s] (empty BPF program on the uprobe, libbpf)' % (
            num(statistics.median(floor)), num(min(floor)), num(max(floor))))
        if why:
            return self.not_available('uprobe-count', why, theirs, 'ns')
        self.line('uprobe-count', ours, theirs, 'ns')
        f = statistics.median(floor)
        self.emit('uprobe-count-over-floor: %s ns (bpftrace %s ns)' % (
            num(statistics.median(ours) - f), num(statistics.median(theirs) - f)))

    # ---- issue 11: start-up of pid probes over libc -----------------------

    def case_pid_libc(self, which):
        """Start-up to live of pid probes on libc's functions in a running
        process (a sleep(1), grabbed with -p by both tools): every function
        (pid$target:libc.so.6::entry against uprobe:libc:*), and the str*
        functions.  bpftrace attaches one uprobe per symbol (every alias:
        some 7,000 for libc) through tracefs; we attach one uprobe_multi
        link where the kernel has it.  The kernel refuses uprobes on some
        instructions (lock-prefixed ones, pthread_spin_lock's first): we
        leave those out and say so, bpftrace fails on them, so the whole
        of libc is timed for bpftrace until it gives up, once (and its
        7,000 uprobes then take minutes to remove, the kernel's uprobe
        registrations of every other process waiting meanwhile: run
        pid-libc-all on a machine of one's own).
        """
        cases = [
            ('pid-libc-str', 'pid$target:libc.so.6:str*:entry { @ = count(); }',
             'uprobe:libc:str* { @ = count(); }', max(2, self.reps // 2)),
            ('pid-libc-all', 'pid$target:libc.so.6::entry { @ = count(); }',
             'uprobe:libc:* { @ = count(); }', 1),
        ]
        cases = [c for c in cases if c[0] in which]
        target = subprocess.Popen(['sleep', '3600'])
        os.environ['BPFTRACE_MAX_PROBES'] = '100000'
        try:
            for name, dprog, bprog, reps in cases:
                dprog, bprog = self.with_live(dprog), self.bt_live(bprog)
                pid = ['-p', str(target.pid)]
                ours, theirs, bad = [], [], None
                for _ in range(reps):
                    self.step('%s: dtrace' % name)
                    r = self.trace(self.dt(dprog, *pid), timeout=900)
                    if r.live is None or r.status != 0:
                        return self.failed(name, 'dtrace', r)
                    ours.append(r)
                    if bad:
                        continue
                    self.step('%s: bpftrace' % name)
                    r = self.trace(self.bt(bprog, *pid), timeout=900)
                    if r.live is None or r.status != 0:
                        bad = r
                    else:
                        theirs.append(r)
                if bad:
                    msg = [l for l in bad.stderr.splitlines() if 'ERROR' in l] or \
                        bad.stderr.strip().splitlines() or ['exit status %s' % bad.status]
                    self.emit('%s-live: %s ms [%s..%s] (bpftrace failed after %s s: %s)' % (
                        name, num(1000 * statistics.median([r.live for r in ours])),
                        num(1000 * min(r.live for r in ours)),
                        num(1000 * max(r.live for r in ours)), num(bad.wall), msg[-1]))
                    continue
                self.line(name + '-live', [r.live for r in ours],
                          [r.live for r in theirs], 'ms', 1000)
                self.line(name + '-stop', [r.stop for r in ours],
                          [r.stop for r in theirs], 'ms', 1000)
        finally:
            del os.environ['BPFTRACE_MAX_PROBES']
            target.kill()
            target.wait()

    # ---- case 6: profiling ------------------------------------------------

    def case_profile(self):
        dprog = self.with_live('profile-997 { @[stack()] = count(); }')
        bprog = self.bt_live('profile:hz:997 { @[kstack] = count(); }')
        why = self.unavailable(dprog)
        ours, theirs = [], []
        work = lambda: self.getppid_ns()
        for _ in range(self.reps):
            base = self.getppid_ns()
            if not why:
                r = self.trace(self.dt(dprog), work)
                if r.work is None or r.status != 0:
                    return self.failed('profile-997-kstack', 'dtrace', r)
                ours.append((r.work - base) / base * 100)
            r = self.trace(self.bt(bprog), work)
            if r.work is None or r.status != 0:
                return self.failed('profile-997-kstack', 'bpftrace', r)
            theirs.append((r.work - base) / base * 100)
        if why:
            return self.not_available('profile-997-kstack', why, theirs, '%')
        # Slowdowns near zero make pairwise ratios meaningless: compare medians.
        t = statistics.median(theirs)
        self.line('profile-997-kstack', ours, theirs, '% slower getppid',
                  ratios=[statistics.median(ours) / t] if t > 0.5 else [])

    # ---- issue 11: ustack() records, unwound or frame pointers -----------

    USTACK = [
        # name, dtrace options; the program is the same for all
        ('ustack-unwind', []),
        ('ustack-fp', ['-x', 'ustackcopy=0']),
    ]

    def case_ustack(self):
        """Cost per event of a ustack() record (doc/ustack.md).

        loadgen's getppid() goes through libc's syscall(), built without
        frame pointers: the consumer's unwinding gives its whole stack, the
        frame-pointer walk (ours with ustackcopy=0, bpftrace's ustack) stops
        in libc.  loadgen runs under -c, so that its objects are known when
        its stacks are printed after it exited (the tools' output goes to a
        file: -o; loadgen's to stdout).  The tracer CPU figures include the
        2 s bpftrace's loadgen waits (a sleeping shell: no CPU).  Two figures per variant:
        what the traced thread pays per event (ns added to a getppid call),
        and the tracer's CPU per event (copying, unwinding, printing), less
        that of a run whose predicate is never true.  N is small enough for
        every record to fit the trace ring.
        """
        n = self.n_ustack
        cmd = '%s getppid %d' % (self.loadgen, n)
        body = 'syscall::getppid:entry /pid == %s/ { ustack(); }'
        # bpftrace dies symbolising a process that has exited before it
        # has printed its stacks (read_symlink of /proc/PID/exe): its
        # loadgen runs under a shell that waits 2 s more
        bbody = ('tracepoint:syscalls:sys_enter_getppid /comm == "%s"/ '
                 '{ printf("%%s\\n", ustack); }')
        script = os.path.join(self.tmp, 'loadgen-linger.sh')
        with open(script, 'w') as f:
            f.write('%s\nsleep 2\n' % cmd)
        bcmd = '/bin/sh %s' % script    # bpftrace -c splits at spaces, no quotes

        def ns_of(r):
            m = re.search(r'^(\d+\.\d+) \d+$', r.stdout, re.M)
            return float(m.group(1)) if m else None
        out = os.path.join(self.tmp, 'trace-output')    # loadgen's is stdout
        variants = self.USTACK + [('bpftrace', None)]
        runs = {name: ([], []) for name, _ in variants}
        frames = {}
        for _ in range(self.reps):
            for name, opts in variants:
                costs = []
                for who in ('$target', '-1'):
                    base = float(self.loadgen_run('getppid', n).stdout.split()[0])
                    if os.path.exists(out):
                        os.unlink(out)
                    if opts is None:
                        argv = self.bt(bbody % ('loadgen' if who == '$target' else 'none'),
                                       '-o', out, '-c', bcmd)
                    else:
                        argv = self.dt(body % who, '-o', out, '-b', '16m', '-c', cmd,
                                       *opts)
                    r = self.trace(argv, live=False)
                    if r.status != 0 or ns_of(r) is None:
                        return self.emit('%s: %s failed (status %s, stdout %r): %s' % (
                            name, os.path.basename(argv[0]), r.status, r.stdout[:80],
                            ' | '.join(r.stderr.strip().splitlines()[-2:])))
                    costs.append((ns_of(r) - base, r.cpu))
                    if who == '$target':
                        with open(out, errors='replace') as f:
                            frames[name] = self.ustack_frames(f.read())
                        if 'drops' in r.stderr:
                            self.emit('%s: %s' % (name, r.stderr.strip().splitlines()[0]))
                runs[name][0].append(costs[0][0])
                runs[name][1].append((costs[0][1] - costs[1][1]) / n * 1e6)
        theirs = runs['bpftrace']
        for name, _ in self.USTACK:
            self.line(name, runs[name][0], theirs[0], 'ns')
            self.line(name + '-tracer-cpu', runs[name][1], theirs[1], 'us/event')
        self.emit('ustack-frames: %s (most frames of a stack)' % ', '.join(
            '%s %s' % (k, v) for k, v in sorted(frames.items())))

    def ustack_frames(self, text):
        """The most frames of the stacks printed (blank-line separated)."""
        best = 0
        for block in re.split(r'\n\s*\n', text):
            lines = [l for l in block.splitlines()
                     if l.startswith(' ') and l.strip()]
            best = max(best, len(lines))
        return best

    # ---- issue 10: start-up of a kernel probe, live and stopped ----------

    def live_stop(self, name, dprog, bprog, reps, timeout=120):
        """Start-up to live, BEGIN's output, stop and CPU time of a pair.

        DPROG and BPROG say "live" in BEGIN (with_live, bt_live), which both
        tools fire once every probe is attached; each is stopped by SIGINT
        as soon as the line has appeared.
        """
        why = self.unavailable(dprog)
        if why:
            return self.not_available(name + '-live', why)
        ours, theirs = [], []
        for _ in range(reps):
            for tool, argv, runs in (('dtrace', self.dt(dprog), ours),
                                     ('bpftrace', self.bt(bprog), theirs)):
                self.step('%s: %s' % (name, tool))
                r = self.trace(argv, timeout=timeout)
                if r.live is None or r.status != 0:
                    return self.failed(name, tool, r)
                runs.append(r)
        self.line(name + '-live', [r.live for r in ours],
                  [r.live for r in theirs], 'ms', 1000)
        self.line(name + '-begin-output', [r.seen for r in ours],
                  [r.seen for r in theirs], 'ms', 1000)
        self.line(name + '-stop', [r.stop for r in ours],
                  [r.stop for r in theirs], 'ms', 1000)
        self.line(name + '-cpu', [r.cpu for r in ours],
                  [r.cpu for r in theirs], 'ms', 1000)

    def case_sdt_startup(self):
        """sdt:::sched_switch against bpftrace's tracepoint (target: half)."""
        self.live_stop(
            'startup-sdt-sched_switch',
            self.with_live('sdt:::sched_switch { @ = count(); }'),
            self.bt_live('tracepoint:sched:sched_switch { @ = count(); }'),
            self.reps)

    # ---- issue 13: the sched provider ---------------------------------------

    # name, dtrace program, bpftrace's closest on the same tracepoint
    SCHED = [
        ('sched-on-cpu-execname', 'sched:::on-cpu { @[execname] = count(); }',
         'tracepoint:sched:sched_switch { @[args->next_comm] = count(); }'),
        # the same with an integer key (pid of the thread coming on), and none
        ('sched-on-cpu-pid', 'sched:::on-cpu { @[pid] = count(); }',
         'tracepoint:sched:sched_switch { @[args->next_pid] = count(); }'),
        # the thread going off (the current one): the cost of reading another
        ('sched-off-cpu-pid', 'sched:::off-cpu { @[pid] = count(); }',
         'tracepoint:sched:sched_switch { @[pid] = count(); }'),
        ('sched-on-cpu-count', 'sched:::on-cpu { @ = count(); }',
         'tracepoint:sched:sched_switch { @ = count(); }'),
    ]

    def switch_ns(self, n):
        return float(self.loadgen_run('switch', n).stdout.split()[0])

    def case_sched(self):
        """sched:::on-cpu's added cost per context switch (loadgen switch:
        two processes on CPU 0 passing a byte through pipes), against
        bpftrace's tracepoint on sched_switch keyed on next_comm (target:
        at most bpftrace's); then the same timed inside BPF."""
        n = self.n_switch
        work = lambda: self.switch_ns(n)
        for name, dprog, bprog in self.SCHED:
            why = self.unavailable(dprog)
            ours, theirs, base_all = [], [], []
            for _ in range(self.reps):
                base = self.switch_ns(n)
                base_all.append(base)
                if not why:
                    r = self.trace(self.dt(self.with_live(dprog)), work)
                    if r.work is None or r.status != 0:
                        return self.failed(name, 'dtrace', r)
                    ours.append(r.work - base)
                r = self.trace(self.bt(self.bt_live(bprog)), work)
                if r.work is None or r.status != 0:
                    return self.failed(name, 'bpftrace', r)
                theirs.append(r.work - base)
            self.emit('switch-untraced: %s ns [%s..%s]' % (
                num(statistics.median(base_all)), num(min(base_all)),
                num(max(base_all))))
            if why:
                self.not_available(name, why, theirs, 'ns')
                continue
            self.line(name, ours, theirs, 'ns')
            fd = self.enable_bpf_stats()
            if fd < 0:
                self.emit('bpf-%s: not available (BPF_ENABLE_STATS failed)' % name)
                continue
            try:
                ours, theirs = [], []
                for _ in range(self.reps):
                    res, r = self.per_event_bpf(self.dt(self.with_live(dprog)), n, work)
                    res2, r2 = self.per_event_bpf(self.bt(self.bt_live(bprog)), n, work)
                    if res is None or res2 is None:
                        continue
                    ours.append(res[0])
                    theirs.append(res2[0])
                    insns = (res[1], res2[1])
                if ours:
                    self.line('bpf-' + name, ours, theirs, 'ns/event')
                    self.emit('verified-insns-%s: %d (%.2fx bpftrace %d)' % (
                        name, insns[0], insns[0] / insns[1], insns[1]))
            finally:
                os.close(fd)

    # ---- issue 10, under the stock-kernel VM: fbt ----------------------------

    def read_ns(self, n):
        return float(self.loadgen_run('read', n).stdout.split()[0])

    FBT_CALL = [
        # name suffix, bpftrace program on the same function
        ('', 'kfunc:vfs_read { @ = count(); }'),
        ('-vs-kprobe', 'kprobe:vfs_read { @ = count(); }'),
    ]

    def case_fbt_call(self):
        """fbt::vfs_read:entry's added cost per call (loadgen read: one
        vfs_read per read(2) of /dev/zero), against bpftrace's kfunc and
        kprobe and an empty fentry program (target: at most bpftrace's,
        within 1.5x of the empty program)."""
        name = 'fbt-vfs_read-count'
        dprog = self.with_live('fbt::vfs_read:entry { @ = count(); }')
        why = self.unavailable(dprog)
        n = self.n_read
        work = lambda: self.read_ns(n)
        floor = [self.floor, 'fentry:vfs_read']
        base_all, floor_added, ours = [], [], []
        theirs = [[] for _ in self.FBT_CALL]
        for _ in range(self.reps):
            base = self.read_ns(n)
            base_all.append(base)
            self.step('vfs_read untraced: %s ns; the floor' % num(base))
            r = self.trace(floor, work)
            if r.work is None:
                self.failed('fbt-vfs_read-floor', 'floor', r)
                floor = None
            elif floor:
                floor_added.append(r.work - base)
            if not why:
                self.step('dtrace')
                r = self.trace(self.dt(dprog), work)
                if r.work is None or r.status != 0:
                    return self.failed(name, 'dtrace', r)
                if not self.counted(r, n, 'count'):
                    self.emit('%s: dtrace did not count the %d calls' % (name, n))
                ours.append(r.work - base)
            for i, (_, bprog) in enumerate(self.FBT_CALL):
                self.step('bpftrace ' + bprog)
                r = self.trace(self.bt(self.bt_live(bprog)), work)
                if r.work is None or r.status != 0:
                    if why:     # a kernel without kprobes or fentry
                        return self.not_available(name, why)
                    return self.failed(name, 'bpftrace', r)
                theirs[i].append(r.work - base)
            if floor is None:
                break
        self.emit('fbt-vfs_read-untraced: %s ns [%s..%s]' % (
            num(statistics.median(base_all)), num(min(base_all)),
            num(max(base_all))))
        if floor_added:
            self.emit('fbt-vfs_read-floor: %s ns [%s..%s] (empty fentry '
                      'program, libbpf)' % (num(statistics.median(floor_added)),
                                             num(min(floor_added)),
                                             num(max(floor_added))))
        if why:
            return self.not_available(name, why, theirs[0], 'ns')
        # Under emulation a loop's added cost is near its noise and may
        # come out negative: pairwise ratios would mean nothing, so the
        # ratio is of the medians.
        for (suffix, _), t in zip(self.FBT_CALL, theirs):
            mt = statistics.median(t)
            self.line(name + suffix, ours, t, 'ns',
                      ratios=[statistics.median(ours) / mt] if mt > 0 else [])
        if floor_added and statistics.median(floor_added) > 0:
            self.emit('%s-over-floor: %.2fx the empty fentry program '
                      '(target: at most 1.5x)' % (
                          name, statistics.median(ours) /
                          statistics.median(floor_added)))
        self.fbt_call_bpf_time(dprog, n, work)

    def fbt_call_bpf_time(self, dprog, n, work):
        """The same programs timed by the kernel inside BPF: less noisy
        than the loop under emulation, but blind to what the attachment
        costs around the program (a kprobe's trap, a trampoline)."""
        fd = self.enable_bpf_stats()
        if fd < 0:
            return self.emit('bpf-fbt-vfs_read: not available (BPF_ENABLE_STATS failed)')
        try:
            runs = [('floor', [self.floor, 'fentry:vfs_read'])]
            runs.append(('dtrace', self.dt(dprog)))
            for suffix, bprog in self.FBT_CALL:
                runs.append(('bpftrace' + suffix, self.bt(self.bt_live(bprog))))
            # One list per rep: a run that fails (under emulation on a busy
            # host a tool may not come up in time) leaves a hole, not the
            # end of the case.
            got = {k: [] for k, _ in runs}
            for _ in range(self.reps):
                for k, argv in runs:
                    self.step('inside BPF: ' + k)
                    res, r = self.per_event_bpf(argv, n, work)
                    if res is None:
                        self.failed('bpf-fbt-vfs_read (one run)', k, r)
                    got[k].append(res[0] if res else None)
            def both(a, b):
                pairs = [(x, y) for x, y in zip(got[a], got[b])
                         if x is not None and y is not None]
                return [x for x, _ in pairs], [y for _, y in pairs]
            f = [x for x in got['floor'] if x is not None]
            if not f:
                return
            self.emit('bpf-fbt-vfs_read-floor: %s ns/event [%s..%s] (empty '
                      'fentry program, with the statistics\' cost)' % (
                          num(statistics.median(f)), num(min(f)), num(max(f))))
            for suffix, _ in self.FBT_CALL:
                ours, theirs = both('dtrace', 'bpftrace' + suffix)
                if ours:
                    self.line('bpf-fbt-vfs_read-count' + suffix, ours, theirs,
                              'ns/event')
            # The target: each dtrace run against the floor of its rep.
            ours, fl = both('dtrace', 'floor')
            if ours:
                ratios = [a / b for a, b in zip(ours, fl)]
                self.emit('bpf-fbt-vfs_read-count-over-floor: %.2fx [%.2f..%.2f] '
                          'the empty fentry program, %d reps (target: at most 1.5x)' % (
                              statistics.median(ratios), min(ratios), max(ratios),
                              len(ratios)))
            self.fbt_call_bpf_together(dprog, n, work)
        finally:
            os.close(fd)

    def fbt_call_bpf_together(self, dprog, n, work):
        """dtrace's program and the empty one attached at the same time,
        timed on the same calls: under emulation on a shared host the time
        of one run drifts from the next by more than the difference sought,
        and this ratio does not.  The two run one after the other on each
        call (one BPF trampoline): the reps alternate which comes first.
        (BPF statistics on: the caller's fd.)"""
        got = {True: [], False: []}     # floor first? -> [(dtrace, floor)]
        for rep in range(self.reps):
            first = rep % 2 == 0
            self.step('inside BPF, together: %s first' % ('floor' if first else 'dtrace'))
            fl, seen = None, {}

            def start_floor():
                p = subprocess.Popen([self.floor, 'fentry:vfs_read'],
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                     stdin=subprocess.DEVNULL)
                return p if p.stdout.readline() == b'live\n' else None

            def both():
                nonlocal fl
                if fl is None:
                    fl = start_floor()
                    if fl is None:
                        return None
                seen['before'] = self.fd_prog_stats(fl.pid)
                v = work()
                seen['after'] = self.fd_prog_stats(fl.pid)
                return v
            try:
                if first:
                    fl = start_floor()
                res, r = self.per_event_bpf(self.dt(dprog), n, both)
            finally:
                if fl is not None:
                    fl.send_signal(signal.SIGINT)
                    fl.wait()
            if res is None or 'after' not in seen:
                self.failed('bpf-fbt-vfs_read-together (one run)', 'dtrace', r)
                continue
            (t0, c0), (t1, c1) = seen['before'], seen['after']
            if c1 - c0 >= n // 2:
                got[first].append((res[0], (t1 - t0) / (c1 - c0)))
        for first, runs in got.items():
            if not runs:
                continue
            ours = [d for d, _ in runs]
            floors = [f for _, f in runs]
            ratios = [d / f for d, f in runs]
            self.emit('bpf-fbt-vfs_read-together (%s first): dtrace %s ns/event [%s..%s], '
                      'empty fentry program %s [%s..%s] on the same calls: %.2fx [%.2f..%.2f], '
                      '%d reps (target: at most 1.5x)' % (
                          'floor' if first else 'dtrace',
                          num(statistics.median(ours)), num(min(ours)), num(max(ours)),
                          num(statistics.median(floors)), num(min(floors)), num(max(floors)),
                          statistics.median(ratios), min(ratios), max(ratios), len(runs)))
        # A program's slot on the trampoline (first or second) changed its
        # time by tens of ns in a run: compare each slot with itself.
        if got[True] and got[False]:
            med = statistics.median
            slots = (('first', [d for d, _ in got[False]], [f for _, f in got[True]]),
                     ('second', [d for d, _ in got[True]], [f for _, f in got[False]]))
            self.emit('bpf-fbt-vfs_read-together-over-floor: %s (each slot against '
                      'the empty program in the same slot; target: at most 1.5x)' % ', '.join(
                          '%s %.2fx [%.2f..%.2f]' % (slot, med(d) / med(f), min(d) / max(f),
                                                     max(d) / min(f))
                          for slot, d, f in slots))

    def fd_prog_stats(self, pid):
        """(run_time_ns, run_cnt) summed over the BPF programs PID holds."""
        t = c = 0
        for info in self.fd_progs(pid):
            t += int(info.get('run_time_ns', 0))
            c += int(info.get('run_cnt', 0))
        return t, c

    # Kernel function globs for the wildcard case: functions Debian 12's
    # 6.1 kernel has (available_filter_functions, with the modules the
    # test VM loads) that nothing calls while the bench runs (no network,
    # no MPTCP, TOMOYO not the active LSM), so that only attaching and
    # detaching is measured: 103 and 1008 functions, none of them in the
    # kprobe blacklist (pci_* has pci_serr_error) nor a name that two
    # functions share (xfrm_* has xfrm_hash_resize): kprobes refuse both.
    FBT_GLOBS = [
        ('100', ['acpi_ex*']),
        ('1000', ['tcp_*', 'devlink_*', 'tomoyo_*', 'mptcp_*']),
    ]

    def probes_listed(self, argv):
        p = subprocess.run(argv, capture_output=True, text=True)
        if p.returncode != 0:
            return None
        return len([l for l in p.stdout.splitlines() if l.strip()])

    def case_fbt_wildcard(self):
        """Start-up to live and stop of fbt over about 100 and about 1,000
        kernel functions, against bpftrace's kprobe: (target: half)."""
        for label, globs in self.FBT_GLOBS:
            name = 'fbt-wildcard-%s' % label
            dprog = self.with_live(', '.join('fbt::%s:entry' % g for g in globs)
                                   + ' { @ = count(); }')
            bprog = self.bt_live(','.join('kprobe:%s' % g for g in globs)
                                 + ' { @ = count(); }')
            nb = sum(self.probes_listed([self.bpftrace, '-l', 'kprobe:' + g]) or 0
                     for g in globs)
            if self.unavailable(dprog) is None:
                nd = sum((self.probes_listed([self.dtrace, '-l', '-n',
                                              'fbt::%s:entry' % g]) or 1) - 1
                         for g in globs)
                self.emit('%s-functions: %d (%s; bpftrace %d)' % (
                    name, nd, ' '.join(globs), nb))
            # bpftrace attaches one kprobe at a time and detaches each after
            # an RCU grace period: a few runs of the large one are enough.
            # It refuses more than 512 probes unless told otherwise.
            reps = 2 if label == '1000' else max(2, self.reps // 2)
            os.environ['BPFTRACE_MAX_PROBES'] = str(max(512, 2 * nb))
            try:
                self.live_stop(name, dprog, bprog, reps, timeout=1200)
            finally:
                del os.environ['BPFTRACE_MAX_PROBES']


CASES = ['startup', 'wildcard', 'sdt-startup', 'per-event', 'bpf-time',
         'events', 'uprobe', 'pid-libc-str', 'pid-libc-all', 'profile', 'ustack',
         'sched', 'io-start']
# The cases of kernel functions, which need kprobes and fentry: run under
# Debian's stock kernel in qemu (bench/run --vm).
VM_CASES = ['fbt-vfs_read', 'fbt-wildcard']
# Only the inside-BPF part of fbt-vfs_read (not in the default set).
VM_EXTRA = ['fbt-vfs_read-bpf']


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--dtrace', default=os.path.join(TOP, 'build', 'dtrace'))
    ap.add_argument('--bpftrace', default=shutil.which('bpftrace') or 'bpftrace')
    ap.add_argument('--builddir', default=os.path.join(TOP, 'build', 'bench'))
    ap.add_argument('--reps', type=int, default=5)
    ap.add_argument('-v', '--verbose', action='store_true',
                    help='show the steps of the cases as they run (stderr)')
    ap.add_argument('--quick', action='store_true',
                    help='loops a tenth as long (to try the harness)')
    ap.add_argument('--in-vm', action='store_true',
                    help='running in the stock-kernel VM (bench/run --vm): '
                    'the default cases are ' + ' '.join(VM_CASES))
    ap.add_argument('cases', nargs='*', help='some of: ' + ' '.join(CASES)
                    + ', ' + ' '.join(VM_CASES + VM_EXTRA) + ', or a per-event figure name')
    args = ap.parse_args()
    if args.quick and args.reps == 5:
        args.reps = 2
    if os.geteuid() != 0:
        sys.exit('bench: must run as root (both tracers load BPF programs)')
    b = Bench(args)
    names = [c[0] for c in Bench.PER_EVENT]
    want = args.cases or (VM_CASES if args.in_vm else CASES)
    unknown = [c for c in want if c not in CASES + VM_CASES + VM_EXTRA + names]
    if unknown:
        sys.exit('bench: unknown case %s (see --help)' % ' '.join(unknown))
    only = [c for c in want if c in names]
    if only:
        want = [c for c in want if c not in names] + ['per-event', 'bpf-time']
    print('# %s, %s, %d CPUs, reps %d%s%s' % (
        time.strftime('%Y-%m-%d %H:%M %Z'), os.uname().release,
        os.cpu_count(), b.reps, ', quick' if args.quick else '',
        ', in the stock-kernel VM' if args.in_vm else ''), flush=True)
    try:
        if 'startup' in want:
            b.case_startup()
        if 'wildcard' in want:
            b.case_wildcard()
        if 'sdt-startup' in want:
            b.case_sdt_startup()
        if 'per-event' in want:
            b.case_per_event(only or None)
        if 'startup' in want or 'wildcard' in want or 'per-event' in want:
            b.report_rss()
        if 'bpf-time' in want:
            b.case_bpf_time(only or None)
        if 'events' in want:
            b.case_events()
        if 'uprobe' in want:
            b.case_uprobe()
        if 'pid-libc-str' in want or 'pid-libc-all' in want:
            b.case_pid_libc([c for c in want if c.startswith('pid-libc-')])
        if 'profile' in want:
            b.case_profile()
        if 'ustack' in want:
            b.case_ustack()
        if 'sched' in want:
            b.case_sched()
        if 'io-start' in want:
            b.case_io_start()
        if 'fbt-vfs_read' in want:
            b.case_fbt_call()
        elif 'fbt-vfs_read-bpf' in want:
            b.fbt_call_bpf_time(b.with_live('fbt::vfs_read:entry { @ = count(); }'),
                                b.n_read, lambda: b.read_ns(b.n_read))
        if 'fbt-wildcard' in want:
            b.case_fbt_wildcard()
    finally:
        shutil.rmtree(b.tmp, ignore_errors=True)


if __name__ == '__main__':
    main()
