"""Minchiate's players: the heuristic, the rollout evaluation the search uses, and the levels."""
