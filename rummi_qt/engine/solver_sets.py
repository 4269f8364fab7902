"""Laying out the sets of a solution found by the search: runs, groups and the jokers in them."""

from __future__ import annotations

from .solver_runs import COLOURS, MAX_JOKERS, NUMBERS, groups_fit
from .solver_search import Plan
from .tiles import COLOURS as TILE_COLOURS
from .tiles import JOKER, MAX_NUMBER, NUMBERED_TILES, Tile

Laid = tuple[Tile, ...]


def build_sets(plan: Plan, opening: bool) -> list[Laid]:
    """The sets a plan describes: runs colour by colour, then groups number by number."""
    runs: list[list[Tile]] = []
    for colour in range(COLOURS):
        runs.extend(_colour_runs(plan, colour, opening))
    groups: list[list[Tile]] = []
    for number in range(1, NUMBERS + 1):
        groups.extend(_groups(plan, number))
    for _ in range(plan.floating):
        _absorb_joker(runs)
    return [tuple(r) for r in runs] + [tuple(g) for g in groups]


def _colour_runs(plan: Plan, colour: int, opening: bool) -> list[list[Tile]]:
    # Mirrors run_steps: the same categories, served in the same order.
    done: list[list[Tile]] = []
    a: list[list[Tile]] = []
    b: list[list[Tile]] = []
    g: list[list[Tile]] = []  # after opening: waiting for a numbered tile; before: Hj
    d: list[list[Tile]] = []
    hr: list[list[Tile]] = []
    tile_colour = TILE_COLOURS[colour]
    for number in range(1, NUMBERS + 1):
        i = (number - 1) * COLOURS + colour
        step = plan.steps[i]
        real = plan.used[i] - plan.in_groups[i]
        jokers = plan.run_jokers[i]
        if not (real or jokers or a or b or g or d or hr or step.new_h):
            continue  # no run here and none going on: nothing changes
        here = NUMBERED_TILES[tile_colour, number]
        if opening:
            must = len(a) + len(b) + len(g) + len(hr)
            rest = real + jokers - must - step.new_h
            extended = min(rest, len(d))
            new = rest - extended
            to_hj = min(real, len(g))
            spare_real = real - to_hj - new
            flexible = a + b + d[:extended] + hr
            for k, run in enumerate(flexible):
                run.append(here if k < spare_real else JOKER)
            for k, run in enumerate(g):
                run.append(here if k < to_hj else JOKER)
            done.extend(d[extended:])
            new_g = [run for run in g if run[-1].is_joker] + [[JOKER] for _ in range(step.new_h)]
            hr = hr + [run for run in g if not run[-1].is_joker]
            d = b + d[:extended]
            b = a
            a = [[here] for _ in range(new)]
            g = new_g
            continue
        to_b = min(jokers, len(b))
        must = len(a) + len(b) + len(g)
        rest = real + jokers - must
        extended = min(rest, len(d))
        new = rest - extended
        for k, run in enumerate(b):
            run.append(JOKER if k < to_b else here)
        for k, run in enumerate(a):
            run.append(JOKER if k < step.to_a else here)
        for k, run in enumerate(g):
            run.append(JOKER if k < step.to_g else here)
        for k, run in enumerate(d[:extended]):
            run.append(JOKER if k < step.to_d else here)
        done.extend(d[extended:])
        waiting = a[:step.to_a] + g[:step.to_g] + d[:step.to_d]
        d = b + g[step.to_g:] + d[step.to_d:extended]
        b = a[step.to_a:]
        a = [[here] for _ in range(new)]
        g = waiting
    if opening:
        done.extend(d + hr)
    else:
        done.extend(d)
        done.extend([JOKER, *run] for run in b)  # J x12 x13
    if a or g:
        raise AssertionError("the search left a run unfinished")
    return done


def _groups(plan: Plan, number: int) -> list[list[Tile]]:
    tiles = [NUMBERED_TILES[TILE_COLOURS[c], number]
             for c in range(COLOURS) for _ in range(plan.in_groups[(number - 1) * COLOURS + c])]
    jokers = plan.group_jokers[number - 1]
    if not tiles:
        return []
    if len(tiles) == 1 and jokers == MAX_JOKERS:
        # The run of five through the tile, not a group (see close_options in solver_search).
        start = min(number, MAX_NUMBER - MAX_JOKERS)
        below = number - start
        return [[JOKER] * below + tiles + [JOKER] * (MAX_JOKERS - below)]
    most = max(plan.in_groups[(number - 1) * COLOURS + c] for c in range(COLOURS))
    count = groups_fit(most, len(tiles), jokers)
    if not count:
        raise AssertionError("the search made groups that do not fit")
    groups: list[list[Tile]] = [[] for _ in range(count)]
    for k, t in enumerate(tiles):
        groups[k % count].append(t)
    for target in (3, 4):
        for group in groups:
            while jokers and len(group) < target:
                group.append(JOKER)
                jokers -= 1
    return groups


def _absorb_joker(runs: list[list[Tile]]) -> None:
    """Add a joker to some run: at its top, at its bottom, or by splitting a run of 13."""
    for run in runs:
        if len(run) < MAX_NUMBER:
            first = next(k for k, t in enumerate(run) if not t.is_joker)
            start = (run[first].number or 0) - first
            if start + len(run) <= MAX_NUMBER:
                run.append(JOKER)
            else:
                run.insert(0, JOKER)
            return
    for index, run in enumerate(runs):
        for cut in range(3, len(run) - 2):
            left, right = run[:cut], run[cut:]
            if any(not t.is_joker for t in left) and any(not t.is_joker for t in right):
                runs[index] = left + [JOKER]
                runs.insert(index + 1, right)
                return
    raise AssertionError("no run can take a floating joker")
