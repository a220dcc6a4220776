"""The Briscola screen: its table model, renderer and controller."""
