import ViewCarouselOutlinedIcon from '@mui/icons-material/ViewCarouselOutlined';
import { listPageFeature } from '../../shared/admin/admin-feature';
import { DASHBOARD_PATH } from '../dashboard/dashboard-urls';
import { SLIDER_PATH, sliderUrls } from './slider-urls';
import { SliderView } from './views/slider-view';

export const sliderFeature = listPageFeature(
  'slider',
  { path: SLIDER_PATH, view: SliderView, title: 'Slider Images', parent: DASHBOARD_PATH },
  { label: 'Sliders', icon: ViewCarouselOutlinedIcon, order: 20 },
  sliderUrls,
);
