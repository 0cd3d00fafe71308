import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded at the first image rather than at start: its libvips takes about 6 MB of every core
 * process's memory from the moment it is loaded, and most processes serve far more reads than uploads.
 */
export function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= import('sharp').then((module) => module.default));
}
