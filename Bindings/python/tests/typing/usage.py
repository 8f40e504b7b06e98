"""Typed use of the trellis package: `mypy --strict` must accept this file
(test_pythonic_api.py runs it), so the package's annotations and stubs are complete enough
for a strictly typed host."""
from typing import Dict, List, Optional, Sequence, Tuple

import trellis
from trellis.solver import Constraint, Expression, Solver, Term, Variable, priority_for, strength


def lay_out(text: str) -> Dict[str, trellis.Frame]:
    with trellis.Document.loads(text) as document, trellis.Scene(document) as scene:
        scene.set_measure(measure)
        scene.size = (390.0, 844.0)
        scene.size_classes = ("compact", "regular")
        scene.direction = "rtl"
        scene.content_size = "accessibilityLarge"
        scene.display_scale = 3.0
        width: float = scene.size[0]
        ids: List[str] = scene.view_ids
        scene.layout()
        frame: trellis.Frame = scene.frame(ids[0])
        assert frame.width >= 0 and width > 0
        return scene.frames()


def measure(view_id: str, text: str, point_size: float, max_width: float) -> Optional[Sequence[float]]:
    return (0.6 * point_size * len(text), 1.25 * point_size)


def solve() -> Tuple[float, float]:
    x, y = Variable("x"), Variable("y")
    term: Term = 2 * x
    expression: Expression = term + y - 5
    constraint: Constraint = (expression == 0) | "strong"
    solver = Solver()
    solver.addConstraint(constraint)
    solver.addConstraint(x >= 1)
    solver.addEditVariable(y, strength.medium)
    solver.suggestValue(y, 3.0)
    solver.updateVariables()
    level: float = priority_for(constraint.strength())
    return x.value(), level
