"""python_solver_bench.py — trellis.solver against kiwisolver, through their Python APIs.

What it measures and why: Python users meet the solver through kiwisolver's API, where
the cost of each call (building an expression with operators, addConstraint,
suggestValue, updateVariables, value()) matters as much as the solver itself. The same code
runs against both modules in one process, alternating, so machine load affects both:

* the raw-solver scenarios of solver_bench_*.c written in Python (chain, grid-edit,
  add/remove FIFO and LIFO, enaml-like grid with resizes), smaller N where Python's own
  cost would otherwise hide the solver;
* matplotlib: the solver-driving calls of constrained_layout on a 3x3 grid with colorbars,
  titles, labels and a suptitle, and of the compressed layout on a 2x3 image grid, each
  drawn at three sizes — recorded once (matplotlib_trace.py) and replayed as straight-line
  code, so the time is the calls matplotlib makes and nothing else of matplotlib.

Each row: the best and the median microseconds over BENCH_REPS runs per module (garbage
collector off during a run, as timeit does), the ratio trellis/kiwi of the best runs with the
issue's target (<= 1.5), and the median ratio of back-to-back runs (the machine is shared:
load makes single runs several times slower, for either module). Results of both modules are compared (layout values must agree),
so a fast but wrong answer cannot pass. Not part of `make test`.

Usage: python python_solver_bench.py   (needs trellis, kiwisolver, matplotlib importable)
Environment: BENCH_REPS (default 15).
"""

import gc
import os
import statistics
import sys
import time

import kiwisolver
import numpy as np

import trellis.solver

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import matplotlib_trace  # noqa: E402

TARGET = 1.5


# --- the raw-solver scenarios, in Python ----------------------------------------------------

def chain(kiwi, n=300):
    """x0 == 0; x[i+1] >= x[i] + 10; x[i] == 5i weak. Optimum x[i] = 10i."""
    s = kiwi.Solver()
    x = [kiwi.Variable("x%d" % i) for i in range(n)]
    s.addConstraint(x[0] == 0)
    for i in range(n):
        if i + 1 < n:
            s.addConstraint(x[i + 1] >= x[i] + 10)
        s.addConstraint((x[i] == 5.0 * i) | "weak")
    s.updateVariables()
    return [v.value() for v in x[::37]]


def grid_edit(kiwi, n=300, suggests=100):
    """n views in a row, right edge tied to the edit variable W; then W is dragged."""
    s = kiwi.Solver()
    left = [kiwi.Variable("l%d" % i) for i in range(n)]
    width = [kiwi.Variable("w%d" % i) for i in range(n)]
    W = kiwi.Variable("W")
    for i in range(n):
        if i + 1 < n:
            s.addConstraint(left[i + 1] == left[i] + width[i] + 8)
        s.addConstraint(width[i] >= 20)
        s.addConstraint((width[i] == 100) | "medium")
    s.addConstraint(left[0] == 0)
    s.addConstraint((left[n - 1] + width[n - 1] == W) | "strong")
    s.addEditVariable(W, "strong")
    for k in range(suggests):
        s.suggestValue(W, 30000.0 + 37.0 * k)
        s.updateVariables()
    return [W.value(), left[-1].value() + width[-1].value(), sum(w.value() for w in width)]


def add_remove(kiwi, lifo, n=300):
    """n variables' constraints added, then all removed (FIFO or LIFO)."""
    s = kiwi.Solver()
    v = [kiwi.Variable("v%d" % i) for i in range(n)]
    cs = []
    for i in range(n):
        if i > 0:
            cs.append(v[i] >= v[i - 1] + 1)
            s.addConstraint(cs[-1])
        cs.append((v[i] == 3.0 * i) | "medium")
        s.addConstraint(cs[-1])
    s.updateVariables()
    result = [v[-1].value(), sum(x.value() for x in v)]
    for c in (reversed(cs) if lifo else cs):
        s.removeConstraint(c)
    s.updateVariables()
    return result


def enaml_grid(kiwi, rows=10, cols=10, cycles=3):
    """A window (edit variables W, H) holding a rows x cols grid of widgets, resized."""
    pad, gap = 10.0, 8.0
    s = kiwi.Solver()
    W, H = kiwi.Variable("W"), kiwi.Variable("H")
    s.addEditVariable(W, "strong")
    s.addEditVariable(H, "strong")
    s.suggestValue(W, 1000.0)
    s.suggestValue(H, 800.0)

    def axis(n, stretch, minimum, pref, total):
        start = [kiwi.Variable() for _ in range(n)]
        size = [kiwi.Variable() for _ in range(n)]
        s.addConstraint(start[0] == pad)
        for i in range(n):
            s.addConstraint(size[i] >= minimum)
            s.addConstraint((size[i] == pref(i)) | ("weak" if i == stretch else "medium"))
            if i + 1 < n:
                s.addConstraint(start[i + 1] == start[i] + size[i] + gap)
        s.addConstraint(start[n - 1] + size[n - 1] + pad == total)
        return start, size

    col_left, col_width = axis(cols, 4, 40.0, lambda c: 60.0 + 5.0 * c, W)
    row_top, row_height = axis(rows, 6, 26.0, lambda r: 30.0 + 2.0 * r, H)
    tops = []
    for r in range(rows):
        for c in range(cols):
            l, t, w, h = (kiwi.Variable() for _ in range(4))
            tops.append(t)
            s.addConstraint(l == col_left[c])
            s.addConstraint(w == col_width[c])
            s.addConstraint(w >= 20.0 + (r * 3 + c * 7) % 11)
            s.addConstraint(t >= row_top[r])
            s.addConstraint(t + h <= row_top[r] + row_height[r])
            s.addConstraint(h >= 12.0)
            s.addConstraint((h == 16.0 + (r * 5 + c * 3) % 9) | "medium")
            s.addConstraint((t + 0.5 * h == row_top[r] + 0.5 * row_height[r]) | "strong")
    s.updateVariables()
    for _ in range(cycles):
        for width, height in ((1280, 720), (1600, 1200), (1920, 1080), (1024, 768)):
            s.suggestValue(W, width)
            s.suggestValue(H, height)
            s.updateVariables()
    return [W.value(), H.value(), sum(t.value() for t in tops)]


# --- matplotlib figures -------------------------------------------------------------------

def colorbar_grid(fig):
    axs = fig.subplots(3, 3)
    for i, ax in enumerate(axs.flat):
        image = ax.pcolormesh(np.arange(12).reshape(3, 4) * (i + 1))
        fig.colorbar(image, ax=ax)
        ax.set_title("panel %d" % i)
        ax.set_xlabel("x label")
        ax.set_ylabel("y" * (i % 3 + 1))
    fig.suptitle("3 x 3 grid with colorbars")


def image_grid(fig):
    axs = fig.subplots(2, 3)
    for ax in axs.flat:
        image = ax.imshow(np.arange(30).reshape(5, 6))
    fig.colorbar(image, ax=axs, shrink=0.8)
    fig.suptitle("compressed")


SIZES = [(8, 6), (11, 5), (5, 8)]


def matplotlib_replay(layout, build):
    trace = matplotlib_trace.record(build, layout, SIZES)
    namespace = {}
    exec(compile(trace.source(), "<matplotlib %s trace>" % layout, "exec"), namespace)
    return trace.calls, namespace["replay"], namespace["replay_values"]


# --- timing ------------------------------------------------------------------------------

def time_once(function, module):
    """Microseconds of one call, with the cyclic garbage collector off (as timeit does): a
    full collection of everything matplotlib allocated costs milliseconds and would land in
    whichever run happens to trigger it."""
    gc.collect()
    gc.disable()
    try:
        start = time.perf_counter()
        function(module)
        return (time.perf_counter() - start) * 1e6
    finally:
        gc.enable()


def close(a, b):
    return all(abs(x - y) <= 1e-6 * max(1.0, abs(x), abs(y)) for x, y in zip(a, b)) and len(a) == len(b)


def main():
    reps = int(os.environ.get("BENCH_REPS", "15"))
    rows = [
        ("chain N=300: build + update", chain, chain),
        ("grid-edit 300 views: build + 100 suggests", grid_edit, grid_edit),
        ("add 599 constraints + remove FIFO", lambda k: add_remove(k, False), None),
        ("add 599 constraints + remove LIFO", lambda k: add_remove(k, True), None),
        ("enaml-like 10x10 grid: build + 12 resizes", enaml_grid, enaml_grid),
    ]
    for layout, build, label in (("constrained", colorbar_grid, "3x3 + colorbars"),
                                 ("compressed", image_grid, "2x3 images")):
        calls, replay, replay_values = matplotlib_replay(layout, build)
        rows.append(("matplotlib %s, %s: %d calls" % (layout, label, calls), replay,
                     replay_values))

    print("python solver benchmark: trellis.solver %s (%s) against kiwisolver %s"
          % (trellis.__version__, trellis.library_path(), kiwisolver.__version__))
    print("%d runs of each scenario per module, alternating; microseconds. t/k best: the best"
          " runs' ratio (timeit's advice: noise only adds),\nt/k paired: the median of the"
          " ratios of back-to-back runs; the target applies to t/k best." % reps)
    print("%-58s %10s %10s %10s %10s %6s %7s %7s" % ("scenario", "trellis", "kiwi", "trellis",
                                                   "kiwi", "t/k", "t/k", "target"))
    print("%-58s %10s %10s %10s %10s %6s %7s" % ("", "best", "best", "median", "median", "best",
                                               "paired"))
    failures = 0
    for name, function, checker in rows:
        if checker is not None:
            if not close(checker(trellis.solver), checker(kiwisolver)):
                print("%-58s results differ between trellis.solver and kiwisolver" % name)
                failures += 1
                continue
        function(trellis.solver)  # warm-up both
        function(kiwisolver)
        t_times, k_times = [], []
        for _ in range(reps):
            t_times.append(time_once(function, trellis.solver))
            k_times.append(time_once(function, kiwisolver))
        best = min(t_times) / min(k_times)
        paired = statistics.median(t / k for t, k in zip(t_times, k_times))
        print("%-58s %10.0f %10.0f %10.0f %10.0f %6.2f %7.2f %7s"
              % (name, min(t_times), min(k_times), statistics.median(t_times),
                 statistics.median(k_times), best, paired,
                 "ok" if best <= TARGET else "> %.1f" % TARGET))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
