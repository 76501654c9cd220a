import { useState } from 'react';
import { describe } from './helper.ts';

export const DetailPage = () => useState(describe('detail'));
