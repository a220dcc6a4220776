"""Tressette's screen: the table model, its renderer and its controller."""
