"""``python -m pyapp.arena``: the command line of ``pyapp.cli.arena`` (kept at this documented name)."""

import sys

from pyapp.cli.arena import main

if __name__ == "__main__":
    sys.exit(main())
