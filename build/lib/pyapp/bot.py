"""``python -m pyapp.bot``: the command line of ``pyapp.cli.bot`` (kept at this documented name)."""

import sys

from pyapp.cli.bot import main

if __name__ == "__main__":
    sys.exit(main())
