# Entry point of the AI worker: the search runs here, off the main thread.
from pyapp.worker import choose, warm_up  # noqa: F401  (exported to the page below)

__export__ = ["choose", "warm_up"]
