"""Network play: the authoritative host, clients, the wire protocol and LAN discovery."""
