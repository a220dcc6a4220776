"""Minchiate's players: the simple heuristic (``heuristic``); the partnership's evaluation and the
levels' players built on it, Easy and Medium heuristics and the Hard and Expert rollouts to the end
of the deal (``evaluation``); and the levels (``levels``)."""
