import { adminPath } from '../../shared/admin/admin-paths';

export const SLIDER_PATH = 'slider';

export const sliderUrls = {
  list: () => adminPath(SLIDER_PATH),
};
