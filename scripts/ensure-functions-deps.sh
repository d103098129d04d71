#!/usr/bin/env bash
# The Cloud Functions (functions/) have packages of their own (firebase-admin, firebase-functions), which the root
# `npm install` does not install: install them when they are missing or older than functions/package-lock.json, so
# the README's `npm install && npm test` works on a fresh clone. npm writes node_modules/.package-lock.json last.
set -euo pipefail
cd "$(dirname "$0")/../functions"
installed=node_modules/.package-lock.json
if [ -f "$installed" ] && [ "$installed" -nt package-lock.json ]; then exit 0; fi
echo "Installing the Cloud Functions' packages (functions/, about a minute)…"
npm ci --no-audit --no-fund
