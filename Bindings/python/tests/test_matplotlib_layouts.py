"""matplotlib's constrained_layout and compressed layouts with trellis.solver in place of
kiwisolver place every Axes where kiwisolver places it.

matplotlib builds its layout grids in matplotlib._layoutgrid, which does
`import kiwisolver as kiwi`; each figure below is laid out twice in one process, once with
`_layoutgrid.kiwi` being kiwisolver and once trellis.solver, and the positions of all its
Axes (colorbars included) and subfigures are compared after every draw, at several sizes.
The layouts use two kiwi strengths, 'required' and 'strong' (edit variables and grid
constraints), so strict levels and weighted sums agree: the positions must be the same up
to floating-point rounding of a different pivot order (TOLERANCE; measured: at most 4e-15).

A last test replaces kiwisolver itself (sys.modules) before matplotlib is imported, in a
subprocess, as a user without kiwisolver would: matplotlib's version check (kiwisolver >=
1.3.1) must pass and the layout must come out the same.

Needs matplotlib and kiwisolver (`make test` installs them into its virtual environment).
"""

import json
import subprocess
import sys
import warnings

import pytest

np = pytest.importorskip("numpy")
matplotlib = pytest.importorskip("matplotlib", reason="matplotlib is not installed")
kiwisolver = pytest.importorskip("kiwisolver", reason="kiwisolver is not installed")
matplotlib.use("Agg")

import matplotlib._layoutgrid as layoutgrid  # noqa: E402
import matplotlib.pyplot as plt  # noqa: E402

import trellis.solver  # noqa: E402

TOLERANCE = 1e-12
# inches: the default, wide, tall, and too small for the decorations (matplotlib warns)
SIZES = [(6.4, 4.8), (10, 4), (4, 7), (1.5, 1.2)]


# --- figures (small, because matplotlib's text extents dominate the time) -------------------

def grid_with_colorbars(fig):
    axs = fig.subplots(2, 2)
    for i, ax in enumerate(axs.flat):
        image = ax.pcolormesh(np.arange(12).reshape(3, 4) * (i + 1))
        fig.colorbar(image, ax=ax)
        ax.set_title("panel %d" % i)
        ax.set_xlabel("x label")
        ax.set_ylabel("y" * (i + 1))
    fig.suptitle("A suptitle")


def shared_colorbars_and_sup_labels(fig):
    axs = fig.subplots(2, 2, sharex=True)
    for ax in axs.flat:
        image = ax.imshow(np.arange(20).reshape(4, 5))
    fig.colorbar(image, ax=axs[:, -1], shrink=0.6)
    fig.colorbar(image, ax=axs[-1, :], location="bottom")
    fig.supxlabel("sup x")
    fig.supylabel("sup y")


def subfigures(fig):
    left, right = fig.subfigures(1, 2, width_ratios=[2, 1])
    for ax in left.subplots(2, 1):
        ax.plot([1, 2, 3], [3, 1, 2])
        ax.set_ylabel("values")
    left.suptitle("left")
    axs = right.subplots(2, 1)
    image = axs[0].imshow(np.eye(4))
    right.colorbar(image, ax=axs)
    right.suptitle("right", fontsize=20)


def outside_legends(fig):
    axs = fig.subplots(1, 2)
    for ax in axs:
        for k in range(3):
            ax.plot(np.arange(5), np.arange(5) * k, label="series %d" % k)
    handles, labels = axs[0].get_legend_handles_labels()
    fig.legend(handles, labels, loc="outside right upper")
    fig.legend(handles, labels, loc="outside lower center", ncols=3)


def mosaic_with_ratios(fig):
    axd = fig.subplot_mosaic("AAB;CDB", width_ratios=[1, 2, 1], height_ratios=[2, 1])
    for name, ax in axd.items():
        ax.set_title(name)
        ax.set_xlabel("long x label " + name)


def nested_gridspec(fig):
    grid = fig.add_gridspec(1, 2)
    inner = grid[0].subgridspec(2, 1)
    for i in range(2):
        fig.add_subplot(inner[i, 0]).set_title("inner %d" % i)
    ax = fig.add_subplot(grid[1])
    image = ax.imshow(np.ones((3, 3)))
    fig.colorbar(image, ax=ax, location="left")


def image_grid(fig):
    axs = fig.subplots(2, 2)
    for ax in axs.flat:
        image = ax.imshow(np.arange(30).reshape(5, 6))
    fig.colorbar(image, ax=axs, shrink=0.8)
    fig.suptitle("compressed")


CASES = [
    ("constrained", grid_with_colorbars),
    ("constrained", shared_colorbars_and_sup_labels),
    ("constrained", subfigures),
    ("constrained", outside_legends),
    ("constrained", mosaic_with_ratios),
    ("constrained", nested_gridspec),
    ("compressed", image_grid),
    ("compressed", grid_with_colorbars),
]


def placements(solver_module, layout, build):
    """For each size in SIZES: the positions (figure fractions) of every Axes and the
    bounding boxes (pixels) of every subfigure, after a draw."""
    layoutgrid.kiwi = solver_module
    try:
        fig = plt.figure(layout=layout, figsize=SIZES[0], dpi=72)
        build(fig)
        result = []
        with warnings.catch_warnings():
            # the tiny size makes matplotlib warn that the decorations do not fit
            warnings.simplefilter("ignore", UserWarning)
            for size in SIZES:
                fig.set_size_inches(size)
                fig.draw_without_rendering()  # the layout runs, no pixels are made
                axes = [tuple(ax.get_position().bounds) for ax in fig.get_axes()]
                subfigs = [tuple(sub.bbox.bounds) for sub in fig.subfigs]
                result.append((axes, subfigs))
        plt.close(fig)
        return result
    finally:
        layoutgrid.kiwi = kiwisolver


def largest_difference(a, b):
    assert len(a) == len(b)
    worst = 0.0
    for (axes_a, subs_a), (axes_b, subs_b) in zip(a, b):
        assert len(axes_a) == len(axes_b) and len(subs_a) == len(subs_b)
        for box_a, box_b in list(zip(axes_a, axes_b)) + list(zip(subs_a, subs_b)):
            worst = max(worst, max(abs(x - y) for x, y in zip(box_a, box_b)))
    return worst


@pytest.mark.parametrize("layout, build", CASES, ids=["%s-%s" % (l, b.__name__) for l, b in CASES])
def test_every_axes_is_placed_as_kiwisolver_places_it(layout, build):
    expected = placements(kiwisolver, layout, build)
    got = placements(trellis.solver, layout, build)
    assert len(got) == len(SIZES)
    assert largest_difference(expected, got) <= TOLERANCE


def test_the_layout_really_ran_on_trellis():
    """The comparison is not vacuous: the figure's layout grids use trellis.solver."""
    layoutgrid.kiwi = trellis.solver
    try:
        fig = plt.figure(layout="constrained")
        grid_with_colorbars(fig)
        result = fig.get_layout_engine().execute(fig)
        grids = [g for g in result.values() if isinstance(g, layoutgrid.LayoutGrid)]
        assert grids and all(isinstance(g.solver, trellis.solver.Solver) for g in grids)
        plt.close(fig)
    finally:
        layoutgrid.kiwi = kiwisolver


SUBPROCESS = r"""
import json, sys
import trellis.solver
sys.modules["kiwisolver"] = trellis.solver       # before matplotlib is imported
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import matplotlib._layoutgrid as layoutgrid
assert layoutgrid.kiwi is trellis.solver
fig, axs = plt.subplots(2, 2, layout="constrained", figsize=(6, 4))
for ax in axs.flat:
    ax.set_title("title")
    fig.colorbar(ax.imshow([[1, 2], [3, 4]]), ax=ax)
fig.canvas.draw()
print(json.dumps([ax.get_position().bounds for ax in fig.get_axes()]))
"""


def test_matplotlib_imports_trellis_solver_as_kiwisolver():
    assert trellis.solver.__version__ == "1.5.1"   # matplotlib requires kiwisolver >= 1.3.1
    result = subprocess.run([sys.executable, "-c", SUBPROCESS], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    got = json.loads(result.stdout)
    fig, axs = plt.subplots(2, 2, layout="constrained", figsize=(6, 4))
    for ax in axs.flat:
        ax.set_title("title")
        fig.colorbar(ax.imshow([[1, 2], [3, 4]]), ax=ax)
    fig.canvas.draw()
    expected = [ax.get_position().bounds for ax in fig.get_axes()]
    plt.close(fig)
    assert len(got) == len(expected) == 8
    assert max(abs(a - b) for g, e in zip(got, expected) for a, b in zip(g, e)) <= TOLERANCE
