"""Scopone's players: the levels, on Scopa's heuristic and evaluation made partner-aware, and the
rollout search of the searching levels."""
