"""The players and evaluations the measurements of ``benchmarks/RESULTS.md`` play and the site never
does: comparison players (Scopa's open-source PIMC baseline, Minchiate's former Hard: the shared
ISMCTS, Briscola's app-style rules), evaluations a shipped one superseded (the
13-feature fit), and search variants that measured no better (a leaf spread, a blind reply, the
next play shared across the worlds), and Briscola's designs not yet measured (worlds weighed by the
plays, the trick searched by minimax). The arena and the bot offer the comparison levels (the
registry's ``comparisons``, through :mod:`pyapp.cli.players`); ``benchmarks/`` and ``tools/`` import
the rest. Nothing here is in the site's bundle: ``pyapp/cli/`` never ships.
"""
