// The cudafe++ command line the options panel selects. Mirrors what nvcc 13.0
// passes to cudafe++ (host pass), plus the cicc flags that make the core also
// run the device pass (stub file and device code).

export interface PlaygroundOptions {
  std: string; // "c++17", …
  extendedLambda: boolean;
  relaxedConstexpr: boolean;
  rdc: boolean;
  ilDisplay: boolean;
}

export const DEFAULT_OPTIONS: PlaygroundOptions = {
  std: 'c++17',
  extendedLambda: false,
  relaxedConstexpr: false,
  rdc: false,
  ilDisplay: true,
};

export function buildArgs(o: PlaygroundOptions, mainFile: string): string[] {
  const base = mainFile.replace(/\.[^.]*$/, '');
  const args = [`--${o.std}`];
  // nvcc drops --static-host-stub under -rdc=true.
  if (!o.rdc) args.push('--static-host-stub');
  args.push(
    '--device-hidden-visibility',
    '--gnu_version=120200',
    '--display_error_number',
    '--orig_src_file_name', mainFile,
    '--orig_src_path_name', `/playground/${mainFile}`,
    '--allow_managed',
  );
  if (o.extendedLambda) args.push('--extended-lambda');
  if (o.relaxedConstexpr) args.push('--relaxed_constexpr');
  if (o.rdc) args.push('--device-c');
  args.push(
    '--m64',
    '--parse_templates',
    '--gen_c_file_name', `${base}.cudafe1.cpp`,
    '--stub_file_name', `${base}.cudafe1.stub.c`,
    '--gen_module_id_file',
    '--module_id_file_name', `${base}.module_id`,
    // The device pass (cicc's front end).
    '--include_file_name', `${base}.fatbin.c`,
    '--gen_device_file_name', `${base}.cudafe1.gpu`,
  );
  if (o.ilDisplay) args.push('--il_display');
  return args;
}

/** Quote an argument for display as a shell word. */
export function shellWord(a: string): string {
  return /^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`;
}
