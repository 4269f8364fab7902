"""Qt widgets: they draw what they are given and emit signals for what the player did."""
