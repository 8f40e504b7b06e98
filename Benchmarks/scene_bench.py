#!/usr/bin/env python3
"""scene_bench.py — the scene benchmarks of issue 7, Trellis against Yoga in one run.

What it measures: Trellis through its C API (scene_bench.c, one process per case, with a
watchdog) and Yoga through yoga-python (yoga_layouts.py, in this process), on the same
layouts (stack_documents.py), case by case so that machine load hits both sides alike:

  1. horizontal stacks of N views for every distribution, N = 100, 250, 1000, 4000: build +
     first layout, and relayout after a width change + reading every frame; scaling curves
     and the fitted growth exponent (log-log slope) per distribution. Relayouts are split
     (issue 18): the first after the build, the hand-over to the LP (the relayout that
     stands out, when a direct build hands over, and stands out again at the same relayout
     of a fresh scene: a noisy sample does not), and the steady state (median and mean of
     the others), each as a ratio to native Yoga's relayout
  2. the 1000-view list document (scene_bench.c's generator): load + first layout, resize
     relayout, heap bytes per view
  3. trait changes on that list with size-class variants: a size-class flip, a content-size
     category change and a layout-direction flip, each as a ratio to building the scene
     (also at 100 and 250 views, as curves)
  4. the small scene: a 30-label vertical stack made and laid out at three widths
and prints one table with issue 7's targets, pass or MISSED.

Budgets: a case whose build (or trait change) took longer than --budget seconds stops the
larger sizes of its series ("skipped (>budget)"), and so does a size whose time, extrapolated
from the two sizes before it, would exceed the watchdog; a case still running after the
watchdog (15 × budget) is killed. Times are medians over --reps repetitions; the C driver
starts no further repetition once a case has used its budget.

Usage: scene_bench.py --driver PATH/TO/scene_bench [--sizes 100,250,1000,4000] [--reps 5]
       [--budget 20] [--only stacks,list,traits,small]
Exit status: 0; 1 when a driver failed or a layout differs from Yoga's; with
BENCH_ENFORCE_TARGETS=1, 3 when a target was missed.
"""

import argparse
import math
import os
import subprocess
import sys
import tempfile

import yoga_layouts
from stack_documents import DISTRIBUTIONS, SmallColumn, StackCase

LIST_ROWS = 333            # 333 rows × 3 views + the root = 1000 views
TRAIT_ROWS = [33, 83, 333]  # 100, 250 and 1000 views
TRAITS = [("sizeClass", "size-class flip (wC → wR)", 0.1),
          ("category", "content-size category (large → extraLarge)", 0.1),
          ("direction", "layout-direction flip (LTR → RTL)", 0.5)]
TARGET_N = 1000
BUILD_GROWTH_TARGET = 1.25


def log(text):
    print(text, file=sys.stderr, flush=True)


def show_time(us):
    if us is None:
        return "—"
    if us < 1000:
        return f"{us:.1f} µs"
    if us < 1e6:
        return f"{us / 1000:.2f} ms"
    return f"{us / 1e6:.2f} s"


def slope(points):
    """Least-squares slope of log(time) over log(N)."""
    if len(points) < 2:
        return None
    xs = [math.log(n) for n, _ in points]
    ys = [math.log(t) for _, t in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx if sxx else None


def show_handover(values):
    """The hand-over to the LP: the relayout that stood out, and did again on a fresh scene
    (scene_bench.c's split_relayouts); otherwise none, with the count of relayouts that
    stood out once only, over the repetitions (the machine, not the solver)."""
    if not values["handover_us"]:
        unconfirmed = int(values.get("handover_unconfirmed", 0) or 0)
        return f"none ({unconfirmed} outlier{'s' if unconfirmed != 1 else ''} not repeated)" if unconfirmed else "none"
    return f"{show_time(values['handover_us'])} (relayout {values['handover_index']:.0f})"


def relayout_ratio(us, native_us, index=None):
    """A relayout's time and its ratio to native Yoga's relayout."""
    if index is not None and not us:
        return "none"
    where = f" at {index:.0f}" if index else ""
    return f"{show_time(us)}{where} = {us / native_us:.2f}x"


def show_slope(value):
    return "n/a" if value is None else f"{value:.2f}"


class Driver:
    """Runs scene_bench (the C driver) with a watchdog and reads its `key value` lines."""

    def __init__(self, path, budget, reps):
        self.path, self.budget, self.reps = path, budget, reps
        self.watchdog = max(15 * budget, 30)
        self.failures = []

    def run(self, *args, frames_out=None):
        """Returns (values, None) or (None, reason)."""
        env = dict(os.environ)
        if frames_out:
            env["FRAMES_OUT"] = frames_out
        command = [self.path, *map(str, args)]
        try:
            done = subprocess.run(command, capture_output=True, text=True, timeout=self.watchdog, env=env)
        except subprocess.TimeoutExpired:
            return None, f"timed out (>{self.watchdog:g} s)"
        if done.returncode != 0:
            self.failures.append(f"{' '.join(command)}: exit {done.returncode}: {done.stderr.strip()[-300:]}")
            return None, "FAILED"
        values = {}
        for line in done.stdout.splitlines():
            key, _, rest = line.partition(" ")
            try:
                values[key] = float(rest)
            except ValueError:
                values[key] = rest
        return values, None

    def skip_reason(self, measured, size):
        """Why the next size of a series is not run: a smaller size exceeded the budget, or
        the extrapolation from the last two sizes exceeds the watchdog. measured: [(size,
        seconds or None when it did not finish)]."""
        if any(t is None or t > self.budget for _, t in measured):
            return "skipped (>budget)"
        done = [(n, t) for n, t in measured if t]
        if len(done) >= 2:
            (n0, t0), (n1, t1) = done[-2], done[-1]
            exponent = max(1.0, math.log(t1 / t0) / math.log(n1 / n0))
            predicted = t1 * (size / n1) ** exponent
            if predicted > self.watchdog:
                log(f"size {size}: ~{predicted:.0f} s predicted from sizes {n0} and {n1}")
                return "skipped (>budget)"
        return None


class NativeYoga:
    """Runs native_yoga.c: Yoga's C functions from yoga-python's extension module, no Python
    on the timed path. None when the bench was started without it."""

    def __init__(self, args):
        self.command = ([args.native_yoga, args.libpython, args.yoga_module]
                        if args.native_yoga and args.libpython and args.yoga_module else None)

    def run(self, *args):
        if self.command is None:
            return None
        try:
            done = subprocess.run([*self.command, *map(str, args)], capture_output=True, text=True, timeout=120)
        except subprocess.TimeoutExpired:
            return None
        if done.returncode != 0:
            log(f"native Yoga failed: {done.stderr.strip()[-300:]}")
            return None
        values = {}
        for line in done.stdout.splitlines():
            key, _, rest = line.partition(" ")
            values[key] = float(rest)
        return values


def read_frames(path):
    frames = {}
    with open(path) as file:
        for line in file:
            parts = line.split()
            frames[parts[0]] = tuple(float(v) for v in parts[1:5])
    return frames


def frame_difference(path, ids, peer_frames):
    """Largest difference between Trellis's frames (root coordinates) and Yoga's."""
    trellis = read_frames(path)
    worst = 0.0
    for view_id, peer in zip(ids, peer_frames):
        mine = trellis.get(view_id)
        if mine is None:
            return math.inf
        worst = max(worst, max(abs(a - b) for a, b in zip(mine, peer)))
    return worst


def frames_agree(difference, magnitude, count):
    """Yoga computes in 32-bit floats and places each child after the previous one, so its
    positions carry up to about one float32 rounding (6e-8 relative) per child; Trellis
    computes in doubles."""
    return difference <= max(1e-3, 6e-8 * magnitude * count)


class Bench:
    def __init__(self, args, work):
        self.driver = Driver(args.driver, args.budget, args.reps)
        self.native = NativeYoga(args)
        self.sizes = args.sizes
        self.reps = args.reps
        self.work = work
        self.rows = []        # the final table: (workload, trellis, peer, ratio, target, status)
        self.mismatches = []
        self.missed = 0

    def target_row(self, workload, trellis, peer, ratio, target_text, passed, note=""):
        if passed is None:
            status = note or "n/a"
        else:
            status = "pass" if passed else "MISSED"
            self.missed += 0 if passed else 1
            if note:
                status += f" ({note})"
        self.rows.append((workload, trellis, peer, ratio, target_text, status))

    # ---- 1. stacks

    def stacks(self):
        print("\n== Stacks: horizontal stack of N views; build = load + scene + first layout; "
              "relayout = width change + layout + read every frame")
        for distribution in DISTRIBUTIONS:
            measured, curve = [], []
            for size in self.sizes:
                case = StackCase(distribution, size)
                peer = yoga_layouts.time_stack(case, self.reps)
                native = self.native.run("stack", distribution, size, case.width, case.relayout_width, case.height,
                                         case.spacing, self.reps)
                peer["native"] = native
                reason = self.driver.skip_reason(measured, size)
                values = None
                if reason is None:
                    path = os.path.join(self.work, f"stack-{distribution}-{size}.json")
                    frames_path = path + ".frames"
                    with open(path, "w") as file:
                        file.write(case.document())
                    values, reason = self.driver.run("document", path, case.width, case.relayout_width,
                                                     case.height, self.reps, self.driver.budget,
                                                     frames_out=frames_path)
                    if values is not None and case.compares_frames:
                        difference = frame_difference(frames_path, case.item_ids(), peer["frames"])
                        if not frames_agree(difference, case.width, case.count):
                            self.mismatches.append(f"stack {distribution} N={size}: frames differ from Yoga's "
                                                   f"by up to {difference:g}")
                    measured.append((size, values["build_us"] / 1e6 if values else None))
                curve.append((size, values, peer, reason))
                log(f"stack {distribution:18} N={size:5}: trellis "
                    + (f"build {show_time(values['build_us'])}, relayout {show_time(values['relayout_us'])}"
                       if values else reason)
                    + (f", scene {show_time(values['scene_us'])}, first relayout {show_time(values['first_relayout_us'])}"
                       f", hand-over {show_handover(values)}, steady median {show_time(values['steady_median_us'])}"
                       if values else "")
                    + f"; yoga build {show_time(peer['build_us'])}, relayout {show_time(peer['relayout_us'])}"
                    + (f"; native yoga build {show_time(native['build_us'])}, relayout "
                       f"{show_time(native['relayout_us'])}" if native else ""))
            self.print_stack_curve(distribution, curve)

    def print_stack_curve(self, distribution, curve):
        print(f"\n-- {distribution}")
        print(f"{'N':>6} | {'Trellis build':>18} | {'Yoga build':>10} | {'ratio':>9} | "
              f"{'Trellis relayout':>16} | {'Yoga relayout':>13} | {'ratio':>6} | {'(Yoga without reads)':>20}")
        for size, values, peer, reason in curve:
            yoga_only = show_time(peer["layout_only_us"])
            native = peer.get("native")
            if values and native:
                yoga_relayout = native['relayout_us']
                print(f"{'':>6} | {'scene ' + show_time(values['scene_us']):>18} | {'native':>10} "
                      f"{show_time(native['build_us'])}: {values['scene_us'] / native['build_us']:.2f}x; relayout "
                      f"native {show_time(yoga_relayout)}: first {relayout_ratio(values['first_relayout_us'], yoga_relayout)}"
                      f", hand-over {relayout_ratio(values['handover_us'], yoga_relayout, values['handover_index'])}"
                      f", steady median {relayout_ratio(values['steady_median_us'], yoga_relayout)}"
                      f" (mean {relayout_ratio(values['steady_mean_us'], yoga_relayout)})"
                      f"; mean of all after the first {values['relayout_us'] / yoga_relayout:.2f}x")
            if values:
                print(f"{size:>6} | {show_time(values['build_us']):>18} | {show_time(peer['build_us']):>10} | "
                      f"{values['build_us'] / peer['build_us']:>8.2f}x | {show_time(values['relayout_us']):>16} | "
                      f"{show_time(peer['relayout_us']):>13} | {values['relayout_us'] / peer['relayout_us']:>5.2f}x | "
                      f"{yoga_only:>20}")
            else:
                print(f"{size:>6} | {reason:>18} | {show_time(peer['build_us']):>10} | {'':>9} | {'':>16} | "
                      f"{show_time(peer['relayout_us']):>13} | {'':>6} | {yoga_only:>20}")
        done = [(n, v) for n, v, _, _ in curve if v]
        build_slope = slope([(n, v["build_us"]) for n, v in done])
        last_pair = slope([(n, v["build_us"]) for n, v in done[-2:]])
        relayout_slope = slope([(n, v["relayout_us"]) for n, v in done])
        yoga_slope = slope([(n, p["build_us"]) for n, _, p, _ in curve])
        scene_slope = slope([(n, v["scene_us"]) for n, v in done])
        native_slope = slope([(n, p["native"]["build_us"]) for n, _, p, _ in curve if p.get("native")])
        sizes = ", ".join(str(n) for n, _ in done) or "none"
        print(f"growth exponent (log-log slope over N = {sizes}): Trellis build {show_slope(build_slope)} "
              f"(last two sizes {show_slope(last_pair)}), Trellis relayout {show_slope(relayout_slope)}; "
              f"Yoga build {show_slope(yoga_slope)} (over every N); Trellis scene {show_slope(scene_slope)}, "
              f"native Yoga build {show_slope(native_slope)}")

        at_target = next(((v, p, r) for n, v, p, r in curve if n == TARGET_N), None)
        if at_target is not None:
            self.stack_target_rows(distribution, *at_target)
        self.target_row(f"stack {distribution}: build growth exponent (N = {sizes})", show_slope(build_slope),
                        "", "", f"≤N^{BUILD_GROWTH_TARGET}",
                        None if build_slope is None else build_slope <= BUILD_GROWTH_TARGET)

    def stack_target_rows(self, distribution, values, peer, reason):
        native = peer.get("native")
        if values and native:
            ratio = values["scene_us"] / native["build_us"]
            self.target_row(f"stack {distribution} N={TARGET_N}: scene + first layout + read", show_time(values["scene_us"]),
                            f"native Yoga {show_time(native['build_us'])}", f"{ratio:.2f}x", "≤1.0x native Yoga",
                            ratio <= 1.0)
            ratio = values["first_relayout_us"] / native["relayout_us"]
            self.target_row(f"stack {distribution} N={TARGET_N}: first relayout after the build",
                            show_time(values["first_relayout_us"]), f"native Yoga {show_time(native['relayout_us'])}",
                            f"{ratio:.2f}x", "≤0.2x native Yoga", ratio <= 0.2)
            if values["handover_us"] > 0:
                ratio = values["handover_us"] / native["relayout_us"]
                self.target_row(f"stack {distribution} N={TARGET_N}: hand-over to the LP "
                                f"(relayout {values['handover_index']:.0f})",
                                show_time(values["handover_us"]), f"native Yoga {show_time(native['relayout_us'])}",
                                f"{ratio:.2f}x", "≤0.2x native Yoga", ratio <= 0.2)
            else:
                self.target_row(f"stack {distribution} N={TARGET_N}: hand-over to the LP", "none", "", "", "", None,
                                "info")
            ratio = values["steady_median_us"] / native["relayout_us"]
            self.target_row(f"stack {distribution} N={TARGET_N}: steady relayout + read (median)",
                            show_time(values["steady_median_us"]), f"native Yoga {show_time(native['relayout_us'])}",
                            f"{ratio:.2f}x", "≤0.2x native Yoga", ratio <= 0.2)
        if values:
            ratio = values["build_us"] / peer["build_us"]
            self.target_row(f"stack {distribution} N={TARGET_N}: build + first layout", show_time(values["build_us"]),
                            f"Yoga {show_time(peer['build_us'])}", f"{ratio:.2f}x", "≤1.0x Yoga", ratio <= 1.0)
            ratio = values["relayout_us"] / peer["relayout_us"]
            self.target_row(f"stack {distribution} N={TARGET_N}: relayout + read frames",
                            show_time(values["relayout_us"]), f"Yoga {show_time(peer['relayout_us'])}",
                            f"{ratio:.2f}x", "≤0.2x Yoga", ratio <= 0.2)
        else:
            for what, peer_us, target in (("build + first layout", peer["build_us"], "≤1.0x Yoga"),
                                          ("relayout + read frames", peer["relayout_us"], "≤0.2x Yoga")):
                self.target_row(f"stack {distribution} N={TARGET_N}: {what}", reason, f"Yoga {show_time(peer_us)}",
                                "—", target, False, "not measured")

    # ---- 2. the list document

    def list_document(self):
        print(f"\n== List document: {LIST_ROWS} rows of label + button, chained tops")
        values, reason = self.driver.run("list", LIST_ROWS, self.reps)
        if values is None:
            for what in ("load + first layout", "resize relayout", "memory per view"):
                self.target_row(f"list {3 * LIST_ROWS + 1} views: {what}", reason, "", "", "", False, "not measured")
            return
        views = int(values["views"])
        print(f"views {views}; load + first layout {show_time(values['scene_load_first_layout_us'])} "
              f"(from the compiled form {show_time(values['scene_compiled_load_first_layout_us'])}); "
              f"resize relayout {show_time(values['scene_resize_relayout_us'])}; "
              f"{values['scene_bytes_per_view']:.0f} heap bytes per view; "
              f"diagnostics {show_time(values['scene_diagnostics_us'])}; {values.get('check', '')}")
        load = values["scene_load_first_layout_us"]
        resize = values["scene_resize_relayout_us"]
        memory = values["scene_bytes_per_view"]
        compiled_load = values["scene_compiled_load_first_layout_us"]
        # Issue 18 tightened issue 7's < 5 ms to < 3 ms; the JSON document is the one that counts,
        # the compiled form (a host that caches documents) is shown beside it.
        self.target_row(f"list {views} views: load + first layout", show_time(load), "", "", "<3 ms", load < 3000)
        self.target_row(f"list {views} views: compiled load + first layout", show_time(compiled_load), "", "",
                        "", None, "info")
        self.target_row(f"list {views} views: resize relayout", show_time(resize), "", "", "<50 µs", resize < 50)
        self.target_row(f"list {views} views: heap per view", f"{memory / 1024:.1f} KB", "", "", "<2 KB",
                        memory < 2048)
        self.target_row(f"list {views} views: diagnostics", show_time(values["scene_diagnostics_us"]), "", "", "",
                        None, "info")

    # ---- 3. trait changes

    def traits(self):
        print("\n== Trait changes on the list document with size-class variants (row height, title inset, "
              "button width by horizontal size class; Dynamic Type labels); change = trait set + layout, "
              "build = load + scene + first layout")
        for trait, label, target in TRAITS:
            measured, curve = [], []
            for rows in TRAIT_ROWS:
                views = 3 * rows + 1
                reason = self.driver.skip_reason(measured, views)
                values = None
                if reason is None:
                    values, reason = self.driver.run("traits", rows, self.reps, self.driver.budget, trait)
                    measured.append((views, values["change_us"] / 1e6 if values else None))
                curve.append((views, values, reason))
                log(f"trait {trait:9} {views:5} views: "
                    + (f"build {show_time(values['build_us'])}, change {show_time(values['change_us'])}"
                       if values else reason))
            print(f"\n-- {label}")
            print(f"{'views':>6} | {'build':>10} | {'change':>26} | {'ratio':>8}")
            for views, values, reason in curve:
                if values:
                    print(f"{views:>6} | {show_time(values['build_us']):>10} | {show_time(values['change_us']):>26} | "
                          f"{values['change_us'] / values['build_us']:>7.2f}x")
                else:
                    print(f"{views:>6} | {'':>10} | {reason:>26} |")
            done = [(v, r["change_us"]) for v, r, _ in curve if r]
            print(f"growth exponent of the change (log-log slope): {show_slope(slope(done))}")
            views, values, reason = curve[-1]
            if values:
                ratio = values["change_us"] / values["build_us"]
                self.target_row(f"{views} views: {label}", show_time(values["change_us"]),
                                f"build {show_time(values['build_us'])}", f"{ratio:.2f}x", f"≤{target}x build",
                                ratio <= target)
            else:
                self.target_row(f"{views} views: {label}", reason, "", "—", f"≤{target}x build", False,
                                "not measured")

    # ---- 4. the small scene

    def small(self):
        column = SmallColumn()
        print(f"\n== Small scene: a {column.count}-label vertical stack, new scene + layouts at widths "
              f"{', '.join(f'{w:g}' for w in column.widths)} (document loaded once)")
        peer = yoga_layouts.time_column(column, max(self.reps, 7))
        native = self.native.run("small", column.count, column.margin, column.spacing, column.label_height,
                                 *column.widths, column.height, max(self.reps, 7))
        path = os.path.join(self.work, "small.json")
        with open(path, "w") as file:
            file.write(column.document())
        values, reason = self.driver.run("small", path, *column.widths, column.height, max(self.reps, 7),
                                         frames_out=path + ".frames")
        if values is None:
            self.target_row(f"small scene ({column.count} labels) + 3 layouts", reason, "", "—", "≤1.0x Yoga", False,
                            "not measured")
            return
        difference = frame_difference(path + ".frames", column.item_ids(), peer["frames"])
        if not frames_agree(difference, column.height, column.count):
            self.mismatches.append(f"small scene: frames differ from Yoga's by up to {difference:g}")
        ratio = values["small_us"] / peer["small_us"]
        views = int(values["views"])
        print(f"Trellis {show_time(values['small_us'])} ({values['small_us'] / views:.1f} µs per view, {views} views); "
              f"Yoga {show_time(peer['small_us'])}")
        if native:
            print(f"native Yoga {show_time(native['small_us'])}")
            native_ratio = values["small_us"] / native["small_us"]
            self.target_row(f"small scene ({column.count} labels) + 3 layouts", show_time(values["small_us"]),
                            f"native Yoga {show_time(native['small_us'])}", f"{native_ratio:.2f}x",
                            "≤1.0x native Yoga", native_ratio <= 1.0)
        self.target_row(f"small scene ({column.count} labels) + 3 layouts", show_time(values["small_us"]),
                        f"Yoga {show_time(peer['small_us'])}", f"{ratio:.2f}x", "≤1.0x Yoga", ratio <= 1.0)

    def print_table(self):
        headers = ("workload", "Trellis", "peer / base", "ratio", "target", "status")
        widths = [max(len(h), *(len(str(row[i])) for row in self.rows)) for i, h in enumerate(headers)]
        print("\n== Summary (issue 7 targets)")
        print(" | ".join(h.ljust(w) for h, w in zip(headers, widths)))
        print("-+-".join("-" * w for w in widths))
        for row in self.rows:
            print(" | ".join(str(cell).ljust(w) for cell, w in zip(row, widths)))
        print("Yoga is timed through its Python binding (per-call overhead included) and natively (its C "
              "functions, native_yoga.c); Trellis through its C API. Against native Yoga, Trellis's time is the "
              "scene alone (new + size + first layout + read every frame + free, the document loaded).")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--driver", required=True, help="the compiled scene_bench.c")
    parser.add_argument("--native-yoga", help="the compiled native_yoga.c")
    parser.add_argument("--libpython", help="the libpython yoga-python's module needs")
    parser.add_argument("--yoga-module", help="yoga-python's extension module (exports Yoga's C API)")
    parser.add_argument("--sizes", default=os.environ.get("BENCH_SIZES", "100,250,1000,4000"))
    parser.add_argument("--reps", type=int, default=int(os.environ.get("BENCH_REPS", "5")))
    parser.add_argument("--budget", type=float, default=float(os.environ.get("BENCH_BUDGET", "20")))
    parser.add_argument("--only", default=os.environ.get("BENCH_ONLY", "stacks,list,traits,small"))
    args = parser.parse_args()
    args.sizes = [int(n) for n in args.sizes.split(",")]
    with tempfile.TemporaryDirectory(prefix="scene-bench-") as work:
        return run(args, work)


def run(args, work):
    """Runs the parts chosen with --only, documents and frames going to `work`."""
    parts = args.only.split(",")
    bench = Bench(args, work)
    print(f"Python {sys.version.split()[0]}, yoga-python; budget {args.budget:g} s per case, "
          f"watchdog {bench.driver.watchdog:g} s, {args.reps} repetitions")
    for part in ("stacks", "list", "traits", "small"):
        if part in parts:
            getattr(bench, part if part != "list" else "list_document")()
    bench.print_table()
    status = 0
    for problem in bench.driver.failures + bench.mismatches:
        print(f"ERROR: {problem}")
        status = 1
    if status == 0 and bench.missed and os.environ.get("BENCH_ENFORCE_TARGETS") == "1":
        status = 3
    return status


if __name__ == "__main__":
    sys.exit(main())
