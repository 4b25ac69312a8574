"""Browser tests of the web client (Playwright driving Debian's Chromium)."""
