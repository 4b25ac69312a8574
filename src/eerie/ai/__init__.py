"""AI seats that use only the kernel contract, and the registry of AI levels."""
