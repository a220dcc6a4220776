"""Briscola's players: the rule-based heuristic and the levels."""
