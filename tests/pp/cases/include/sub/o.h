#pragma once
int o;
