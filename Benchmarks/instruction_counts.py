"""instruction_counts.py — building a scene against native Yoga, in instructions (issue 18).

Wall-clock ratios on a loaded two-core machine move with the load (round 8 saw native Yoga's
own build of one stack read 0.77–4.9 ms in two runs); instructions do not. This counts them
under callgrind for the same workloads as scene_bench.py's build targets:

  stacks  a horizontal stack of N views, every distribution (stack_documents.StackCase):
          new scene + size + first layout + read every frame + free (scene_bench.c `scenes`),
          against Yoga's make tree + calculate + read + free (native_yoga.c `builds`)
  small   the 30-label screen: new + 3 widths + read + free (scene_bench.c `scenes` at the
          three widths, native_yoga.c `small-builds`)
  nested  a column of 100 rows of stacks (stack_documents.NestedRows, 401 views): new + first
          layout + read + free, Trellis alone (no Yoga counterpart); nested-sized, the same with
          each image sized by its own constraints (`image.width == 40`)
  relayout  each stack's width change + layout + read every frame, alternating the case's two
          widths (scene_bench.c `scenes` with 1 + 2R widths against 1, native_yoga.c `relayouts`)

Instructions per build = (run of 1 + R builds − run of 1 build) / R, so loading the
document, the libraries and Yoga's module cancel out. Growth exponents are the slopes of
log(instructions) over log(N) between consecutive sizes. Not part of the test suite.

Usage (run_scene_bench.sh passes the drivers when BENCH_INSTRUCTIONS=1; `make bench-counts`):
  instruction_counts.py --driver scene_bench --native-yoga native_yoga --libpython LIB
      --yoga-module MODULE [--sizes 100,1000,4000,10000] [--only fill,...,small] [--builds R]
"""

import argparse
import math
import os
import re
import subprocess
import sys
import tempfile

from stack_documents import DISTRIBUTIONS, NestedRows, SmallColumn, StackCase

COLLECTED = re.compile(r"Collected\s*:\s*(\d+)")


def instructions(command):
    """Total instructions callgrind counts for one run of `command`."""
    with tempfile.NamedTemporaryFile(suffix=".callgrind") as out:
        done = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out.name}", *map(str, command)],
                              capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(map(str, command))}: exit {done.returncode}: {done.stderr.strip()[-400:]}")
    match = COLLECTED.search(done.stderr)
    if not match:
        raise RuntimeError(f"{' '.join(map(str, command))}: callgrind printed no total")
    return int(match.group(1))


def per_build(make_command, builds):
    """Instructions of one build: the difference of runs of 1 + builds and 1."""
    return (instructions(make_command(1 + builds)) - instructions(make_command(1))) / builds


def show(count):
    return f"{count / 1e6:.2f}M" if count >= 1e6 else f"{count / 1e3:.0f}k"


def growth(points):
    return [math.log(b / a) / math.log(m / n) for (n, a), (m, b) in zip(points, points[1:]) if a > 0 and b > 0]


def relayout_counts(args, yoga, work, distribution, size, pairs=3):
    """Instructions of one relayout + read after the first layout, Trellis and native Yoga:
    (run with 1 + 2·pairs layouts − run with 1) / (2·pairs). scene_bench takes at most 8
    widths, so pairs ≤ 3."""
    case = StackCase(distribution, size)
    path = os.path.join(work, f"stack-{distribution}-{size}.json")
    widths = [case.width] + [case.relayout_width, case.width] * pairs
    trellis = (instructions([args.driver, "scenes", path, case.height, 1, *widths])
               - instructions([args.driver, "scenes", path, case.height, 1, case.width])) / (2 * pairs)
    native = (instructions([*yoga, "relayouts", distribution, size, case.width, case.relayout_width, case.height,
                            case.spacing, 2 * pairs])
              - instructions([*yoga, "relayouts", distribution, size, case.width, case.relayout_width, case.height,
                              case.spacing, 0])) / (2 * pairs)
    return trellis, native


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--driver", required=True)
    parser.add_argument("--native-yoga", required=True)
    parser.add_argument("--libpython", required=True)
    parser.add_argument("--yoga-module", required=True)
    parser.add_argument("--sizes", default=os.environ.get("BENCH_SIZES", "100,1000,4000,10000"))
    parser.add_argument("--only", default=os.environ.get("BENCH_ONLY", ",".join(DISTRIBUTIONS + ["small", "nested", "nested-sized"])))
    parser.add_argument("--builds", type=int, default=int(os.environ.get("BENCH_BUILDS", "4")))
    args = parser.parse_args()
    sizes = [int(size) for size in args.sizes.split(",") if size]
    only = set(args.only.split(","))
    yoga = [args.native_yoga, args.libpython, args.yoga_module]
    work = tempfile.mkdtemp(prefix="trellis-counts-")

    print("== Instructions per build (callgrind; new scene + first layout + read every frame + free)")
    print(f"{'workload':20} {'N':>6} {'Trellis':>10} {'native Yoga':>12} {'ratio':>7}")
    for distribution in DISTRIBUTIONS:
        if distribution not in only:
            continue
        curve = []
        for size in sizes:
            case = StackCase(distribution, size)
            path = os.path.join(work, f"stack-{distribution}-{size}.json")
            with open(path, "w") as file:
                file.write(case.document())
            builds = args.builds if size <= 4000 else max(1, args.builds // 2)
            trellis = per_build(lambda n: [args.driver, "scenes", path, case.height, n, case.width], builds)
            native = per_build(lambda n: [*yoga, "builds", distribution, size, case.width, case.height,
                                          case.spacing, n], builds)
            curve.append((size, trellis, native))
            print(f"{distribution:20} {size:6} {show(trellis):>10} {show(native):>12} {trellis / native:6.2f}x",
                  flush=True)
        relayouts = [relayout_counts(args, yoga, work, distribution, size) for size in sizes if size <= 4000]
        for size, (trellis_relayout, native_relayout) in zip(sizes, relayouts):
            print(f"{'  relayout + read':20} {size:6} {show(trellis_relayout):>10} {show(native_relayout):>12} "
                  f"{trellis_relayout / native_relayout:6.2f}x", flush=True)
        exponents = growth([(n, t) for n, t, _ in curve])
        native_exponents = growth([(n, y) for n, _, y in curve])
        if exponents:
            print(f"{'':20} growth Trellis {', '.join(f'{e:.2f}' for e in exponents)}; "
                  f"native Yoga {', '.join(f'{e:.2f}' for e in native_exponents)}")
    if "small" in only:
        column = SmallColumn()
        path = os.path.join(work, "small.json")
        with open(path, "w") as file:
            file.write(column.document())
        builds = 4 * args.builds
        trellis = per_build(lambda n: [args.driver, "scenes", path, column.height, n, *column.widths], builds)
        native = per_build(lambda n: [*yoga, "small-builds", column.count, column.margin, column.spacing,
                                      column.label_height, *column.widths, column.height, n], builds)
        print(f"{'small (30 labels)':20} {column.count:6} {show(trellis):>10} {show(native):>12} "
              f"{trellis / native:6.2f}x")
    for name, nest in (("nested", NestedRows()), ("nested-sized", NestedRows(sized=True))):
        if name not in only:
            continue
        path = os.path.join(work, f"{name}.json")
        with open(path, "w") as file:
            file.write(nest.document())
        trellis = per_build(lambda n: [args.driver, "scenes", path, nest.height, n, nest.width], args.builds)
        views = 1 + 1 + 4 * nest.rows
        label = "nested (100 rows)" if name == "nested" else "nested, sized images"
        print(f"{label:20} {views:6} {show(trellis):>10} {'—':>12} {trellis / views:6.0f}/view")
    return 0


if __name__ == "__main__":
    sys.exit(main())
