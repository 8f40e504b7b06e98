#!/usr/bin/env bash
# Installs an X server for the Tk host's test (Xvfb, and a font for Tk) when missing, as
# install-deps.sh does for the build. Without apt-get it says so and succeeds: the test then
# skips with a message.
set -euo pipefail
missing=()
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
if ! fc-list 2>/dev/null | grep -q .; then missing+=(fonts-dejavu-core); fi
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-xvfb.sh: no apt-get to install ${missing[*]}: the Tk host test will skip"
    exit 0
fi
echo "installing ${missing[*]} (apt-get)"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
