"""Tressette's computer players."""
