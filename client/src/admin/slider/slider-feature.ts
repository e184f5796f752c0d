import ViewCarouselOutlinedIcon from '@mui/icons-material/ViewCarouselOutlined';
import type { AdminFeature } from '../../shared/admin/admin-feature';
import { DASHBOARD_PATH } from '../dashboard/dashboard-urls';
import { SLIDER_PATH, sliderUrls } from './slider-urls';
import { SliderView } from './views/slider-view';

export const sliderFeature = {
  name: 'slider',
  routes: [{ path: SLIDER_PATH, view: SliderView, title: 'Slider Images', parent: DASHBOARD_PATH }],
  menu: { label: 'Sliders', icon: ViewCarouselOutlinedIcon, order: 20, to: sliderUrls.list() },
  urls: sliderUrls,
} satisfies AdminFeature;
