"""What the rule digester makes of a text, for the digest rounds' tests."""

from __future__ import annotations

import time
from collections.abc import Callable

from agent_memory.config import load_config
from agent_memory.digest import RuleDigester


def contents(text: str) -> list[str]:
    """The items' contents, in order, on the shipped configuration."""
    return [item.content for item in RuleDigester(load_config(None).digest).digest(text)]


def alone(items: list[str], phrase: str, *others: str) -> bool:
    """Some item holds ``phrase`` and none of ``others``."""
    return any(phrase in item and not any(other in item for other in others) for item in items)


# the most ``growth`` a linear reading shows: linear is about 1 (a larger run strains the caches a little more),
# quadratic about 8 with the default eight parts
LINEAR = 3.0


def growth(work: Callable[[str], object], unit: str, *, size: int = 160_000, parts: int = 8) -> float:
    """How much more ``work`` costs on one run of ``size`` characters of ``unit`` than on ``parts`` runs of
    ``size // parts`` characters: about 1 when its cost is linear in the run's length, about ``parts`` when it is
    quadratic, more when worse.

    Both are CPU time measured in the same process, interleaved, the lesser of two passes each, so the load of the
    machine weighs on both alike; the regular expression engine counts no steps we could read instead.
    """
    whole, part = (unit * size)[:size], (unit * (size // parts))[: size // parts]

    def cost(runs: list[str]) -> float:
        started = time.process_time()
        for run in runs:
            work(run)
        return time.process_time() - started

    whole_costs, part_costs = [], []
    for _ in range(2):
        part_costs.append(cost([part] * parts))
        whole_costs.append(cost([whole]))
    return min(whole_costs) / max(min(part_costs), 1e-9)
