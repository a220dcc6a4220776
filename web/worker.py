# Entry point of the AI worker: the search runs here, off the main thread.
import pyapp_bundle

pyapp_bundle.install()  # the package comes from pyapp.zst

from pyapp.ai.worker import choose, warm_up  # noqa: E402, F401  (exported to the page below)

__export__ = ["choose", "warm_up"]
