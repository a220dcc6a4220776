"""Where the command-line tools' independent tasks run: here, in local worker processes, or on
a Ray cluster (``pip install ray``; only these desktop tools ever import it).

:func:`ordered_map` is the one entry: it yields ``function(task)`` for every task, in the
tasks' order, whatever runs them. Each task must carry its own seeds, so the results do not
depend on where or in which order the tasks ran (the arena's pairs, the self-play games of
``tools/fit_scopa_eval.py``).

Ray is chosen by an address: ``auto`` joins the cluster this machine belongs to (started with
``ray start``), ``ray://HOST:10001`` connects to a remote head through Ray Client, ``local``
starts a private instance on this machine with *jobs* CPUs. The driver's ``pyapp`` package is
shipped to the workers with the job (``runtime_env`` ``py_modules``), so the nodes need Ray
and Python 3.11, not a checkout, and every worker runs the driver's code.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

__all__ = ["ordered_map", "ray_session"]

Task = TypeVar("Task")
Result = TypeVar("Result")

PACKAGE = Path(__file__).resolve().parents[1]


def ordered_map(function: Callable[[Task], Result], tasks: Sequence[Task], *, jobs: int = 1,
                ray: str | None = None) -> Iterator[Result]:
    """``function(task)`` for each of *tasks*, in order: on Ray at the address *ray* when given,
    else in *jobs* local processes (here in this process when *jobs* is 1).

    *function* must be importable by the workers (a module-level function) or, on Ray, picklable
    by value (cloudpickle: a script's own functions are)."""
    if ray is not None:
        yield from _ray_map(function, tasks, ray, jobs)
    elif jobs <= 1 or len(tasks) <= 1:
        for task in tasks:
            yield function(task)
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            yield from pool.map(function, tasks, chunksize=1)


def ray_session(address: str, jobs: int = 1) -> Any:
    """The ``ray`` module, connected to *address* (see the module's text); a connection that is
    already open is kept. Raises SystemExit with a clear message when Ray is not installed."""
    try:
        import ray
    except ImportError:
        raise SystemExit("--ray needs Ray: pip install 'ray>=2.9' (or the project's 'train' extra)") from None
    if not ray.is_initialized():
        # this checkout's pyapp goes with the job, so every worker runs the driver's code
        options: dict[str, Any] = {"runtime_env": {"py_modules": [str(PACKAGE)], "excludes": ["__pycache__"]},
                                   "include_dashboard": False, "log_to_driver": False, "logging_level": "ERROR"}
        if address == "local":
            ray.init(num_cpus=max(1, jobs), **options)
        else:
            ray.init(address=address, **options)
    return ray


def _ray_map(function: Callable[[Task], Result], tasks: Sequence[Task], address: str,
             jobs: int) -> Iterator[Result]:
    ray = ray_session(address, jobs)
    remote = ray.remote(num_cpus=1)(function)
    pending = [remote.remote(task) for task in tasks]
    for reference in pending:
        yield ray.get(reference)
