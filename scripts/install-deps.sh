#!/usr/bin/env bash
# Installs the system packages Trellis builds against, only when they are missing:
# cJSON's development package (found through pkg-config) and pkg-config itself.
set -euo pipefail
missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
if ! pkg-config --exists libcjson 2>/dev/null; then missing+=(libcjson-dev); fi
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "installing ${missing[*]} (apt-get)"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
