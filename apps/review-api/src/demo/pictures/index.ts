export {
  clearDemoPictureCache,
  PICTURE_HEIGHT,
  PICTURE_VARIANTS,
  PICTURE_WIDTH,
  renderDemoPicture,
  type PictureVariant,
  type RenderedPicture,
} from './render';
export {
  contrastingSeeds,
  layoutsContrast,
  mulberry32,
  sceneLayout,
  sceneSvg,
  type Feature,
  type Mood,
  type SceneLayout,
} from './scene';
