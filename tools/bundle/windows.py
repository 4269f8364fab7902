"""Windows: an Inno Setup script for ``rummi-<version>-windows-x86_64-setup.exe`` (Start-menu entry,
optional desktop icon, an uninstaller in Apps & features, per-user or all-users install), compiled
with ``ISCC.exe`` (Inno Setup 6, on GitHub's Windows runners). The script is tested everywhere."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

# Fixed forever: Windows knows an installed Rummi (for upgrades and the uninstaller) by it.
APP_ID = "{{8C0B5E52-2F4D-4C4B-9A3E-5D1E6B7A4F21}"


def setup_script(version: str, bundle: Path, icon: Path, out_dir: Path, base_name: str) -> str:
    """The ``.iss`` text. ``bundle`` holds ``rummi.exe`` (the console command) and ``Rummi.exe``
    (the game, without a console window), which the shortcuts start."""
    sign = os.environ.get("RUMMI_SIGNTOOL")  # e.g. signtool sign /a /fd sha256 $f: a signed release
    lines = [
        "[Setup]",
        f"AppId={APP_ID}",
        "AppName=Rummi",
        f"AppVersion={version}",
        f"AppVerName=Rummi {version}",
        "AppPublisher=Rummi",
        "DefaultDirName={autopf}\\Rummi",
        "DefaultGroupName=Rummi",
        "DisableProgramGroupPage=yes",
        "PrivilegesRequired=lowest",
        "PrivilegesRequiredOverridesAllowed=dialog",
        f"OutputDir={out_dir}",
        f"OutputBaseFilename={base_name}",
        f"SetupIconFile={icon}",
        "UninstallDisplayIcon={app}\\Rummi.exe",
        "UninstallDisplayName=Rummi",
        "ArchitecturesAllowed=x64compatible",
        "ArchitecturesInstallIn64BitMode=x64compatible",
        "Compression=lzma2/max",
        "SolidCompression=yes",
        "WizardStyle=modern",
        *([f"SignTool=rummi {sign}", "SignedUninstaller=yes"] if sign else []),
        "",
        "[Languages]",
        'Name: "en"; MessagesFile: "compiler:Default.isl"',
        'Name: "fi"; MessagesFile: "compiler:Languages\\Finnish.isl"',
        'Name: "da"; MessagesFile: "compiler:Languages\\Danish.isl"',
        "",
        "[Tasks]",
        'Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; '
        "Flags: unchecked",
        "",
        "[Files]",
        f'Source: "{bundle}\\*"; DestDir: "{{app}}"; Flags: ignoreversion recursesubdirs createallsubdirs',
        "",
        "[Icons]",
        'Name: "{autoprograms}\\Rummi"; Filename: "{app}\\Rummi.exe"',
        'Name: "{autodesktop}\\Rummi"; Filename: "{app}\\Rummi.exe"; Tasks: desktopicon',
        "",
        "[Run]",
        'Filename: "{app}\\Rummi.exe"; Description: "{cm:LaunchProgram,Rummi}"; Flags: nowait postinstall '
        "skipifsilent",
        "",
    ]
    return "\r\n".join(lines)


def find_iscc() -> str:
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return found
    for root in (os.environ.get("PROGRAMFILES(X86)", ""), os.environ.get("PROGRAMFILES", "")):
        candidate = Path(root) / "Inno Setup 6" / "ISCC.exe"
        if root and candidate.exists():
            return str(candidate)
    raise FileNotFoundError("Inno Setup 6 (ISCC.exe) is needed for the Windows installer: choco install innosetup")


def make_setup(version: str, bundle: Path, icon: Path, out_dir: Path, base_name: str, script: Path) -> Path:
    script.parent.mkdir(parents=True, exist_ok=True)
    script.write_text(setup_script(version, bundle.resolve(), icon.resolve(), out_dir.resolve(), base_name),
                      encoding="utf-8-sig")
    subprocess.run([find_iscc(), "/Q", str(script)], check=True)
    return out_dir / f"{base_name}.exe"
