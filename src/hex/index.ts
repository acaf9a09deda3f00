/** Pure hex geometry: printed ids, axial coordinates, neighbours, distance and canonical hexsides. */
export * from './grid';
export * from './directions';
export * from './neighbours';
export * from './hexsides';
export * from './join';
export * from './joinMaps';
