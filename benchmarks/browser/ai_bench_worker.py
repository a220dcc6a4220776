# The benchmark page's AI worker: the same bundle and the same pyapp.ai.worker.choose as the app's
# worker (web/app.py, which also runs the screens), with nothing else, so a move's time is the AI's.
import pyapp_bundle

pyapp_bundle.install()  # the package comes from its bundles: all of them (config.json)

from pyapp.ai.worker import choose, warm_up  # noqa: E402, F401  (exported to the page below)

__export__ = ["choose", "warm_up"]
