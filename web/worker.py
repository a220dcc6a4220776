# Entry point of the AI worker: the search runs here, off the main thread.
from pyapp.worker import choose, warm_up

__export__ = ["choose", "warm_up"]
